// The three changes patches/astro+5.18.2.patch makes to Astro's renderer (issue: speed), applied by `npm install`
// (patch-package). Each page render hashed the same inline scripts and styles again for its Content-Security-Policy;
// tried every attribute value holding `&` (each island's escaped props) as an absolute URL, throwing inside a `try`
// for all but real links; and joined the whole page into one string before making it bytes, which V8 keeps apart as
// a large object at a cost that grows with the page. The answers must stay what they were; only the work goes.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createComponent, render, unescapeHTML } from 'astro/runtime/server/index.js';
import { addAttribute } from 'astro/runtime/server/render/util.js';
// Not among Astro's package exports: read from the installed file the build bundles.
import { generateCspDigest } from '../../node_modules/astro/dist/core/encryption.js';
import { renderPage } from '../../node_modules/astro/dist/runtime/server/render/page.js';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

afterEach(() => vi.restoreAllMocks());

describe("Astro's CSP digests are worked out once for each script or style", () => {
  it('answers the SHA-256 of the text, the same each time, hashing it only the first time', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const script = `console.log(${JSON.stringify(Math.random())})`;
    expect(await generateCspDigest(script, 'SHA-256')).toBe(sha256(script));
    expect(await generateCspDigest(script, 'SHA-256')).toBe(sha256(script));
    expect(digest).toHaveBeenCalledTimes(1);
  });

  it('keeps texts and algorithms apart', async () => {
    const a = `a${Math.random()}`;
    const b = `b${Math.random()}`;
    expect(await generateCspDigest(a, 'SHA-256')).toBe(sha256(a));
    expect(await generateCspDigest(b, 'SHA-256')).toBe(sha256(b));
    const sha512 = await generateCspDigest(a, 'SHA-512');
    expect(sha512).toBe(`sha512-${createHash('sha512').update(a).digest('base64')}`);
  });

  it('holds a bounded number of digests: many different texts are still answered right', async () => {
    const texts = Array.from({ length: 600 }, (_, i) => `style-${i}-${Math.random()}`);
    for (const text of texts) await generateCspDigest(text, 'SHA-256');
    const first = texts[0] ?? '';
    expect(await generateCspDigest(first, 'SHA-256')).toBe(sha256(first));
  });
});

describe("Astro's attributes: only a value that can be an http(s) address is tried as one", () => {
  it('leaves a link with & as it is and escapes anything else, as before', () => {
    expect(String(addAttribute('https://shop.test/a?x=1&y=2', 'href'))).toBe(' href="https://shop.test/a?x=1&y=2"');
    expect(String(addAttribute(' \tHTTP://shop.test/?a&b', 'href'))).toBe(' href=" \tHTTP://shop.test/?a&b"');
    expect(String(addAttribute('h\tttps://shop.test/?a&b', 'href'))).toBe(' href="h\tttps://shop.test/?a&b"');
    expect(String(addAttribute('Chicken & Barley', 'alt'))).toBe(' alt="Chicken &#38; Barley"');
    expect(String(addAttribute('javascript:alert(1)&x', 'href'))).toBe(' href="javascript:alert(1)&#38;x"');
    expect(String(addAttribute('httpx://shop.test/?a&b', 'href'))).toBe(' href="httpx://shop.test/?a&#38;b"');
  });

  it("does not parse an island's escaped props as an address", () => {
    const parse = vi.spyOn(globalThis, 'URL');
    const props = '{&quot;title&quot;:[0,&quot;Chicken &amp; Barley&quot;]}';
    expect(String(addAttribute(props, 'props', false))).toBe(` props="${props}"`);
    expect(parse).not.toHaveBeenCalled();
  });
});

describe("Astro's page render without streaming: bytes made a piece at a time", () => {
  // What renderPage reads of a render's state for a page with no head, scripts or policy to add.
  const renderState = (): Parameters<typeof renderPage>[0] =>
    ({
      _metadata: { propagators: new Set(), extraHead: [] },
      componentMetadata: new Map(),
      response: { status: 200, statusText: 'OK', headers: new Headers() },
      partial: false,
      compressHTML: true,
      shouldInjectCspMetaTags: false,
    }) as unknown as Parameters<typeof renderPage>[0];
  // Two hundred cards of about a kilobyte, in two-byte text (−, ’): a listing's size, written as one chunk each.
  const cards = Array.from({ length: 200 }, (_, i) => `<li>Card ${i} − the dog’s ${'kibble '.repeat(150)}</li>`);
  const Listing = createComponent(() => render`<html><body><ul>${unescapeHTML(cards)}</ul></body></html>`);
  const expected = `<!DOCTYPE html><html><body><ul>${cards.join('')}</ul></body></html>`;

  it('answers the whole page, with its length in bytes, the same as before', async () => {
    const response = await renderPage(renderState(), Listing, {}, {}, false);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(body)).toBe(expected);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)));
    expect(body.byteLength).toBe(Buffer.byteLength(expected));
  });

  it('never encodes a string of the whole page, only pieces of some kilobytes', async () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    await renderPage(renderState(), Listing, {}, {}, false);
    const lengths = encode.mock.calls.map(([text]) => text?.length ?? 0);
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(expected.length);
    expect(Math.max(...lengths)).toBeLessThan(20_000);
  });
});
