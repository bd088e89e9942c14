import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZES,
  responsiveWidths,
  storeImageUrls,
  widthBucket,
  withOptimisedImages,
} from '../../src/lib/images/buckets';

describe('image width buckets (spec 001 §9)', () => {
  it('rounds a width up to the next bucket', () => {
    expect([1, 50, 51, 101, 170, 181, 320, 321, 481, 641, 900].map(widthBucket)).toEqual([
      50, 50, 100, 150, 180, 320, 320, 480, 640, 900, 900,
    ]);
  });

  it('serves anything wider than 900 at 1200', () => {
    expect(widthBucket(901)).toBe(1200);
    expect(widthBucket(4000)).toBe(1200);
  });

  it('hints 100vw on small screens, 80vw on medium and 800px beyond', () => {
    expect(DEFAULT_SIZES).toBe('(max-width: 640px) 100vw, (max-width: 768px) 80vw, 800px');
  });
});

describe('fluid images and island images (spec 001 §9)', () => {
  it('offers the screen widths up to twice the largest size shown', () => {
    expect(responsiveWidths(600, 2400)).toEqual([320, 640, 768, 1024, 1200]);
  });

  it('never asks for more than the original', () => {
    expect(responsiveWidths(600, 1000)).toEqual([320, 640, 768, 1000]);
    expect(responsiveWidths(48, 192)).toEqual([96]);
  });

  it('builds the webp URLs of a store image at densities 1 and 2, as CmsImage does', () => {
    const image = storeImageUrls('/cms/product-a.png', 96, 96);
    expect(image.src).toBe('/_image?href=%2Fcms%2Fproduct-a.png&w=100&h=100&f=webp');
    expect(image.srcSet).toBe(
      '/_image?href=%2Fcms%2Fproduct-a.png&w=100&h=100&f=webp 1x, /_image?href=%2Fcms%2Fproduct-a.png&w=200&h=200&f=webp 2x',
    );
  });
});

describe('images in rich text (spec 001 §5, §9)', () => {
  it('sends a store image through the image path at its width, densities 1 and 2', () => {
    expect(withOptimisedImages('<p><img src="/cms/a.png" alt="A" width="300" /></p>')).toBe(
      '<p><img src="/_image?href=%2Fcms%2Fa.png&amp;w=320&amp;f=webp" srcset="/_image?href=%2Fcms%2Fa.png&amp;w=320&amp;f=webp 1x, /_image?href=%2Fcms%2Fa.png&amp;w=640&amp;f=webp 2x" alt="A" width="300" loading="lazy" decoding="async" /></p>',
    );
  });

  it('leaves an image from elsewhere as it is', () => {
    const html = '<img src="https://example.org/a.png" alt="A" />';
    expect(withOptimisedImages(html)).toBe(html);
  });
});
