// The compare page (issue 37 §3): the sizes its address names side by side, the same for every guest and kept in the
// shared page cache; the staff site compares nutrition without prices.
import { describe, expect, inject, it } from 'vitest';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const columns = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>/g)].length;

describe('/compare', () => {
  it('puts the named sizes side by side with their prices, price per lb and nutrition, unknown SKUs left out', async () => {
    const answer = await new Shopper(dtc).get('/compare?skus=10007,nope!,99999999,10014');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(columns(html)).toBe(2);
    expect(html).toMatch(/<th scope="row"[^>]*>Price per lb<\/th>\s*<td[^>]*>\$4\.80<\/td>\s*<td[^>]*>\$3\.55<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Crude protein \(min\)<\/th>\s*<td[^>]*>25\.0%<\/td>/);
    expect(html).toContain('395 kcal per cup');
    // Each column can be taken away without script.
    expect(html).toContain('href="/compare?skus=10014"');
    expect(html).toContain('href="/compare?skus=10007"');
  });

  it('is the same for every guest: a cache hit the second time, never personal', async () => {
    const path = `/compare?skus=10021,10028`;
    await new Shopper(dtc).get(path);
    const again = await new Shopper(dtc).get(path);
    expect(again.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('says how to start when nothing is named', async () => {
    const html = await (await new Shopper(dtc).get('/compare')).text();
    expect(html).toContain('Nothing to compare yet.');
    expect(columns(html)).toBe(0);
  });

  it('compares nutrition on the staff site, with no price', async () => {
    const html = await (await new Shopper(hpsf).get('/compare?skus=10007,10014')).text();
    expect(columns(html)).toBe(2);
    expect(html).not.toContain('Price per lb');
    const table = /<table[\s\S]*<\/table>/.exec(html)![0];
    expect(table).not.toContain('$');
    expect(html).toContain('Crude protein (min)');
  });
});
