import { describe, expect, it } from 'vitest';
import { isLibraryImageSrc, richTextImage } from '../../src/lib/content/rich-text-image';

describe('richTextImage', () => {
  it('gives the library address, the description and the size, loading lazily', () => {
    expect(richTextImage({ id: 'img-1a.jpg', alt: ' A bowl ', width: 640, height: 480 })).toEqual({
      src: '/cms/img-1a.jpg',
      alt: 'A bowl',
      width: 640,
      height: 480,
      loading: 'lazy',
    });
  });

  it('shows an image wider than the text column at the column’s width, in proportion', () => {
    expect(richTextImage({ id: 'img-2', alt: 'A', width: 1600, height: 1000 })).toMatchObject({
      width: 800,
      height: 500,
    });
  });

  it('gives no size when the library knows none', () => {
    expect(richTextImage({ id: 'img-3', alt: 'A', width: 0, height: 0 })).toEqual({
      src: '/cms/img-3',
      alt: 'A',
      loading: 'lazy',
    });
  });
});

describe('isLibraryImageSrc', () => {
  it.each(['/cms/img-1.jpg', '/cms/home-vets.png'])('accepts %s', (src) => expect(isLibraryImageSrc(src)).toBe(true));
  it.each(['https://x.example/a.png', '//x.example/a.png', '/cms/../admin', '/cms/', '/images/a.png', undefined])(
    'refuses %s',
    (src) => expect(isLibraryImageSrc(src)).toBe(false),
  );
});
