// The two changes patches/astro+5.18.2.patch makes to Astro's renderer (issue: speed), applied by `npm install`
// (patch-package). Each page render hashed the same inline scripts and styles again for its Content-Security-Policy,
// and tried every attribute value holding `&` (each island's escaped props) as an absolute URL, throwing inside a
// `try` for all but real links. The answers must stay what they were; only the repeated work goes.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAttribute } from 'astro/runtime/server/render/util.js';
// Not among Astro's package exports: read from the installed file the build bundles.
import { generateCspDigest } from '../../node_modules/astro/dist/core/encryption.js';

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
