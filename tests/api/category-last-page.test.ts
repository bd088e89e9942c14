// A category listing's page past the end goes to the last page, as /products does (tests/api/pages.test.ts).
import { describe, expect, inject, it } from 'vitest';

const dtc = inject('dtcUrl');
const get = (path: string) => fetch(`${dtc}${path}`, { redirect: 'manual' });

describe('category listing pages past the end (spec 000 §2 Route table: /products/{slug} category listing)', () => {
  it('go to the last page with the other parameters kept', async () => {
    const response = await get('/products/dog/species?sort=title-asc&flavor=chicken,lamb&page=99');
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/products\/dog\/species\?sort=title-asc&flavor=chicken,lamb(&page=\d+)?$/);
    const last = await get(location);
    expect(last.status).toBe(200);
    expect(await last.text()).not.toContain('No products match');
  });

  it('go to the first page, without a page parameter, when everything fits on one', async () => {
    const response = await get('/products/cat/food-form/wet-food?sort=title-asc&page=5');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products/cat/food-form/wet-food?sort=title-asc');
  });

  it('leave a page that exists alone', async () => {
    expect((await get('/products/dog/species?page=2')).status).toBe(200);
    expect((await get('/products/cat/food-form/wet-food')).status).toBe(200);
  });
});
