// sitemap.xml and robots.txt from the catalogue (issue 3 §13), and the review widget region (spec 000 §1).
import { describe, expect, inject, it } from 'vitest';
import { seededDatabase } from '../support/seeded';
import { startServer } from '../support/server';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

describe('sitemap.xml and robots.txt', () => {
  it('lists home, listings, categories, every product the site sells and the content pages', async () => {
    const response = await fetch(`${dtc}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const path of [
      '/',
      '/products',
      '/products/dog/species',
      '/products/dog/food-form/dry-food',
      '/products/cat/pet-age/kitten',
      '/products/science-diet-adult-chicken-barley-dry-dog',
      '/products/hills-jerky-strips-dog-treats',
      '/faq',
    ]) {
      expect(xml, path).toContain(`<loc>${dtc}${path}</loc>`);
    }
    expect(xml).not.toContain('prescription-diet-k-d');
  });

  it('lists the staff catalogue a guest may see on HPSF: Prescription Diet (eligible staff only) and treats left out', async () => {
    const xml = await (await fetch(`${hpsf}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${hpsf}/products/science-diet-adult-chicken-barley-dry-dog</loc>`);
    expect(xml).not.toContain('prescription-diet-k-d');
    expect(xml).not.toContain('hills-jerky-strips');
  });

  it('serves robots.txt pointing to the sitemap', async () => {
    const robots = await (await fetch(`${dtc}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /account/');
    expect(robots).toContain(`Sitemap: ${dtc}/sitemap.xml`);
  });
});

describe('the review widget region', () => {
  it('is not on a page without a review source (issue 37: no placeholder), nor on HPSF; no third-party script', async () => {
    const page = await (await fetch(`${dtc}/products/science-diet-adult-chicken-barley-dry-dog`)).text();
    expect(page).not.toContain('reviews-widget');
    expect(page).not.toMatch(/<script[^>]+src="https:/);
    const staff = await fetch(`${hpsf}/products/science-diet-adult-chicken-barley-dry-dog`);
    expect(staff.status).toBe(200);
    expect(await staff.text()).not.toContain('reviews-widget');
  });

  it('loads the review widget script from the configured address', async () => {
    const database = await seededDatabase('reviews');
    const server = await startServer({
      DATABASE_URL: database.url,
      REVIEWS_SCRIPT_URL: 'https://reviews.example/widget.js',
    });
    const page = await (await fetch(`${server.url}/products/science-diet-adult-chicken-barley-dry-dog`)).text();
    expect(page).toContain('<script async src="https://reviews.example/widget.js"></script>');
    expect(await server.stop()).toBe(0);
    await database.drop();
  });
});
