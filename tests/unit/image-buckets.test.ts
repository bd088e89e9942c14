import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZES,
  IMAGE_WIDTHS,
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

  it('asks for no more than the original, at the width /_image makes that covers it', () => {
    expect(responsiveWidths(600, 1000)).toEqual([320, 640, 768, 1024]);
    expect(responsiveWidths(48, 192)).toEqual([100]);
    expect(responsiveWidths(2000, 9000)).toEqual([320, 640, 768, 1024, 1280, 1536, 2400]);
  });

  it('asks only for widths /_image makes: the buckets at densities 1 and 2, and the screen widths', () => {
    expect(IMAGE_WIDTHS).toEqual([
      50, 100, 150, 180, 200, 300, 320, 360, 480, 640, 768, 900, 960, 1024, 1200, 1280, 1536, 1800, 2400,
    ]);
    for (let display = 1; display <= 1300; display += 1)
      for (const original of [40, 500, 1000, 3000])
        for (const width of responsiveWidths(display, original)) expect(IMAGE_WIDTHS).toContain(width);
  });

  it('builds the webp URLs of a store image at densities 1 and 2, as CmsImage does, without a height', () => {
    const image = storeImageUrls('/cms/product-a.png', 96);
    expect(image.src).toBe('/_image?href=%2Fcms%2Fproduct-a.png&w=100&f=webp');
    expect(image.srcSet).toBe(
      '/_image?href=%2Fcms%2Fproduct-a.png&w=100&f=webp 1x, /_image?href=%2Fcms%2Fproduct-a.png&w=200&f=webp 2x',
    );
  });
});

describe('images in rich text (spec 001 §5, §9)', () => {
  it('sends a store image through the image path at its width, densities 1 and 2', () => {
    expect(withOptimisedImages('<p><img src="/cms/a.png" alt="A" width="300" /></p>')).toBe(
      '<p><img src="/_image?href=%2Fcms%2Fa.png&amp;w=320&amp;f=webp" srcset="/_image?href=%2Fcms%2Fa.png&amp;w=320&amp;f=webp 1x, /_image?href=%2Fcms%2Fa.png&amp;w=640&amp;f=webp 2x" alt="A" width="300" loading="lazy" decoding="async" /></p>',
    );
  });

  it('keeps the height the editor gave on the tag, not in the address: the picture keeps its proportions', () => {
    expect(withOptimisedImages('<img src="/cms/a.png" alt="A" width="500" height="333">')).toBe(
      '<img src="/_image?href=%2Fcms%2Fa.png&amp;w=640&amp;f=webp" srcset="/_image?href=%2Fcms%2Fa.png&amp;w=640&amp;f=webp 1x, /_image?href=%2Fcms%2Fa.png&amp;w=1280&amp;f=webp 2x" alt="A" width="500" height="333" loading="lazy" decoding="async" />',
    );
  });

  it('leaves an image from elsewhere as it is', () => {
    const html = '<img src="https://example.org/a.png" alt="A" />';
    expect(withOptimisedImages(html)).toBe(html);
  });
});
