// Which /_image query strings are answered (spec 001 §9: the width buckets at densities 1 and 2, the screen widths,
// WebP): exactly what the shop's pages build, so a made-up size, quality or format never becomes an image job.
import { describe, expect, it } from 'vitest';
import { imagePath, responsiveWidths, storeImageUrls, withOptimisedImages } from '../../src/lib/images/buckets';
import { askedImageKey, readImageRequest } from '../../src/lib/images/image-requests';
import imageService from '../../src/integrations/image-service.mjs';

const read = (query: string) => readImageRequest(new URLSearchParams(query));
const refusal = (query: string) => {
  const answer = read(query);
  return answer.ok ? 'allowed' : answer.param;
};
const HREF = 'href=%2Fcms%2Fproduct-a.png';
const config = { endpoint: { route: '/_image' } } as Parameters<typeof imageService.getURL>[1];
const addresses = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!);
const queryOf = (url: string) => url.slice(url.indexOf('?') + 1);

describe('the /_image requests that are answered', () => {
  it('allows every address the islands and rich text build, at any width they are shown', () => {
    for (let width = 1; width <= 1600; width += 1) {
      const image = storeImageUrls('/cms/product-a.png', width);
      for (const url of [image.src, ...addresses(image.srcSet)]) expect(read(queryOf(url)).ok, url).toBe(true);
    }
    const html = withOptimisedImages('<img src="/cms/a.png" alt="" width="333" height="500">');
    for (const [, url] of html.matchAll(/(\/_image\?[^" ]+)/g))
      expect(read(queryOf(url!.replace(/&amp;/g, '&'))).ok).toBe(true);
  });

  it("allows what CmsImage asks astro:assets for: fixed sizes' buckets and fluid images' widths", () => {
    for (let display = 1; display <= 1600; display += 7)
      for (const original of [30, 480, 1000, 5000])
        for (const width of responsiveWidths(display, original)) {
          const url = imageService.getURL({ src: '/cms/a.png', width, height: 99, format: 'webp' }, config);
          expect(read(queryOf(String(url))).ok, String(url)).toBe(true);
        }
  });

  it('reads the image, the width and the format, and keys them alike however the query is written', () => {
    expect(read(`${HREF}&w=640&f=webp`)).toEqual({ ok: true, id: 'product-a.png', width: 640, format: 'webp' });
    const reordered = read(`f=webp&w=640&href=/cms/product-a.png`);
    expect(reordered.ok && askedImageKey(reordered)).toBe('product-a.png?w=640&f=webp');
  });

  it('refuses widths no page asks for, and anything that is not a plain whole number', () => {
    for (const w of [
      '16000',
      '20000',
      '-5',
      '0',
      '321',
      '1000',
      '2401',
      '640.0',
      '0640',
      '+640',
      ' 640',
      '6.4e2',
      '',
      'x',
    ])
      expect([w, refusal(`${HREF}&w=${encodeURIComponent(w)}&f=webp`)]).toEqual([w, 'w']);
  });

  it('refuses every format but WebP', () => {
    for (const f of ['html', '../../x', 'svg', 'png', 'jpeg', 'jpg', 'avif', 'gif', 'WEBP', 'webp ', ''])
      expect([f, refusal(`${HREF}&w=640&f=${encodeURIComponent(f)}`)]).toEqual([f, 'f']);
  });

  it('refuses a height, a quality, a fit, a position, an unknown parameter, and any parameter given twice', () => {
    expect(refusal(`${HREF}&w=640&h=427&f=webp`)).toBe('h');
    expect(refusal(`${HREF}&w=640&f=webp&q=100`)).toBe('q');
    expect(refusal(`${HREF}&w=640&f=webp&fit=cover`)).toBe('fit');
    expect(refusal(`${HREF}&w=640&f=webp&position=top`)).toBe('position');
    expect(refusal(`${HREF}&w=640&f=webp&unknown=1`)).toBe('unknown');
    expect(refusal(`${HREF}&w=640&w=320&f=webp`)).toBe('w');
    expect(refusal(`${HREF}&${HREF}&w=640&f=webp`)).toBe('href');
    expect(refusal(`${HREF}&w=640&f=webp&f=webp`)).toBe('f');
  });

  it('refuses a missing parameter, and a source that is not an image of the store', () => {
    expect(refusal(`${HREF}&f=webp`)).toBe('w');
    expect(refusal(`${HREF}&w=640`)).toBe('f');
    expect(refusal(`w=640&f=webp`)).toBe('href');
    for (const href of ['https://example.org/a.png', '/cms/', '/cms/../../etc/passwd', '/cms/a/b', '/public/a.png'])
      expect([href, refusal(`href=${encodeURIComponent(href)}&w=640&f=webp`)]).toEqual([href, 'href']);
  });

  it('builds only what it allows', () => {
    expect(imagePath('/cms/a.png', 640)).toBe('/_image?href=%2Fcms%2Fa.png&w=640&f=webp');
    expect(() => imageService.getURL({ src: '/cms/a.png', width: 640, height: 9, quality: 100 }, config)).toThrow(
      /quality/,
    );
    expect(() => imageService.getURL({ src: '/cms/a.png', width: 640, height: 9, format: 'avif' }, config)).toThrow(
      /webp only/,
    );
  });
});
