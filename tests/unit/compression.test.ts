// A page rendered for one shopper is compressed for that request alone (issue: speed): brotli at a quick quality
// wherever the browser takes it, gzip for a browser that takes only gzip, and a kept page's form never larger.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, compressedAnswer } from '../../src/lib/http/compression.server';

const cards = Array.from(
  { length: 24 },
  (_, i) =>
    `<li><article class="card" data-sku="SKU-${1000 + i}"><a href="/products/brand/item-${i}?sku=SKU-${1000 + i}">` +
    `<img src="/images/item-${i}.jpg" alt="Adult dry food, ${i * 2 + 4} lb" width="240" height="240"></a>` +
    `<h2 class="title">Adult Chicken &amp; Barley Recipe ${i}</h2><p class="price">$${(20 + i * 1.5).toFixed(2)}</p>` +
    `<button type="button" class="button add-button" data-add disabled>Add to Cart</button></article></li>`,
).join('');
const page = `<!doctype html><html lang="en"><head><title>All products</title></head><body><ul>${cards}</ul></body></html>`;

const rendered = () => new Response(page, { headers: { 'content-type': 'text/html' } });
const asking = (acceptEncoding: string) =>
  new Request('http://localhost/products', { headers: { 'accept-encoding': acceptEncoding } });
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('a page rendered for one request', () => {
  it('goes out in brotli to a browser that takes gzip, deflate and br, and decodes to the page', async () => {
    const sent = await compressedAnswer(rendered(), asking('gzip, deflate, br'));
    expect(sent.headers.get('content-encoding')).toBe('br');
    const body = await bytesOf(sent);
    expect(sent.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
  });

  it('goes out in gzip to a browser that takes only gzip, or prefers it', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0.5, gzip']) {
      const sent = await compressedAnswer(rendered(), asking(acceptEncoding));
      expect(sent.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(sent)).toString('utf8')).toBe(page);
    }
  });

  it('is never smaller than the form kept for a page sent many times', () => {
    const html = Buffer.from(page);
    expect(compress(html, 'br', true).byteLength).toBeLessThanOrEqual(compress(html, 'br').byteLength);
  });
});
