// The front door reads a request's path and query as Astro's request URL holds them, so a page kept under one key is
// found under the same key (issue: speed).
import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../src/lib/http/request-target';

const parsed = (raw: string): string | null => {
  try {
    const url = new URL(`http://localhost${raw}`);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
};

describe('requestTarget', () => {
  it('gives a plain target as it came', () => {
    for (const raw of ['/', '/products', '/products/dog/food-form/dry-food?page=2&sort=price', '/a%20b?q=x+y%2F'])
      expect(requestTarget(raw)).toBe(raw);
  });

  it('reads what the URL parser changes as the parser does', () => {
    const cases = [
      '/products/../faq',
      '/products/./dog',
      '/products/%2e%2E/faq',
      '/a/..',
      '/a/.',
      '/products?',
      "/products?q=it's",
      '/products?q=a b',
      '/search?q="dog"',
      '/pro ducts',
      '/a\\b',
      '/caf\u00e9?q=\u00e9',
      '//double/slash',
      '/products#top',
      '/a{b}?c=<d>',
      '/a`b',
    ];
    for (const raw of cases) expect(requestTarget(raw), raw).toBe(parsed(raw));
  });

  it('agrees with the URL parser on many targets made of the characters that matter', () => {
    const alphabet = [
      '/',
      '.',
      '?',
      '%',
      '2',
      'e',
      'E',
      'a',
      '#',
      ' ',
      "'",
      '"',
      '\\',
      '&',
      '=',
      '+',
      '\u00e9',
      '@',
      ':',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      let raw = '/';
      const length = next() % 12;
      for (let j = 0; j < length; j++) raw += alphabet[next() % alphabet.length];
      expect(requestTarget(raw), JSON.stringify(raw)).toBe(parsed(raw));
    }
  });
});
