// Choosing a response's compression and matching entity tags (RFC 9110 §12.5.3, §13.1.2; issue: speed).
import { describe, expect, it } from 'vitest';
import { chooseCoding, isCompressibleType } from '../../src/lib/http/content-coding';

describe('chooseCoding', () => {
  it('prefers brotli, then gzip, as the browser allows', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('x-gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseCoding('br;q=0.8, gzip;q=0.8')).toBe('br');
  });

  it('sends nothing compressed when the browser takes neither', () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('')).toBeNull();
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding('deflate')).toBeNull();
    expect(chooseCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseCoding('*;q=0')).toBeNull();
    expect(chooseCoding('br;q=nonsense')).toBeNull();
  });

  it('reads * as every coding not named', () => {
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('br;q=0, *')).toBe('gzip');
  });
});

describe('isCompressibleType', () => {
  it('compresses text and leaves images and fonts alone', () => {
    for (const type of ['text/html', 'text/css; charset=utf-8', 'application/json', 'image/svg+xml', 'application/xml'])
      expect(isCompressibleType(type)).toBe(true);
    for (const type of ['image/webp', 'font/woff2', 'application/octet-stream', null])
      expect(isCompressibleType(type)).toBe(false);
  });
});
