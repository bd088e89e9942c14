import { describe, expect, it } from 'vitest';
import { productImageAlt } from '../../src/lib/catalog/variants';
import { DEFAULT_SHARE_IMAGE, shareTags } from '../../src/lib/site/share-tags';

const content = (tags: ReturnType<typeof shareTags>, key: string) => tags.find((t) => t.key === key)?.content;

describe('Open Graph and Twitter card tags', () => {
  const input = {
    title: 'Adult Chicken & Barley',
    description: 'Complete nutrition.',
    url: 'https://shop.test/products/x',
    kind: 'product' as const,
    image: { src: '/cms/p-1.png', alt: 'Adult Chicken & Barley, 15 lb' },
    origin: 'https://shop.test',
  };

  it('names the page, its canonical address, its kind and an absolute image', () => {
    const tags = shareTags(input);
    expect(content(tags, 'og:type')).toBe('product');
    expect(content(tags, 'og:title')).toBe('Adult Chicken & Barley');
    expect(content(tags, 'og:description')).toBe('Complete nutrition.');
    expect(content(tags, 'og:url')).toBe('https://shop.test/products/x');
    expect(content(tags, 'og:image')).toBe('https://shop.test/cms/p-1.png');
    expect(content(tags, 'og:image:alt')).toBe('Adult Chicken & Barley, 15 lb');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe('https://shop.test/cms/p-1.png');
    expect(tags.filter((t) => t.key.startsWith('og:')).every((t) => t.attribute === 'property')).toBe(true);
    expect(tags.filter((t) => t.key.startsWith('twitter:')).every((t) => t.attribute === 'name')).toBe(true);
  });

  it('leaves out an empty description and keeps an absolute image as it is', () => {
    const tags = shareTags({
      ...input,
      kind: 'website',
      description: ' ',
      image: { src: 'https://cdn.test/a.png', alt: 'a' },
    });
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:description')).toBeUndefined();
    expect(content(tags, 'og:image')).toBe('https://cdn.test/a.png');
  });

  it('has a site image for pages without one', () => {
    expect(DEFAULT_SHARE_IMAGE.DTC.alt).not.toBe('');
    expect(DEFAULT_SHARE_IMAGE.HPSF.alt).not.toBe('');
  });
});

describe('product image text alternative', () => {
  it('is the product and its size', () => {
    expect(productImageAlt('Adult Dry Dog Food', { selectedOptions: [{ name: 'Size', value: '15 lb' }] })).toBe(
      'Adult Dry Dog Food, 15 lb',
    );
    expect(productImageAlt('Adult Dry Dog Food', { selectedOptions: [] })).toBe('Adult Dry Dog Food');
  });
});
