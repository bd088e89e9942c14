// A carousel's slides (spec 000 §9; spec 001 §7): one slide a product, in the carousel's order, named by the product's
// title for the data layer, each holding that product's card at its place in the list.
import { describe, expect, it } from 'vitest';
import CarouselSlides from '../../src/components/CarouselSlides.astro';
import { catalogProduct, catalogVariant } from '../support/catalog';
import { render } from './render';

const product = (handle: string, title: string, sku: string) =>
  catalogProduct({ handle, title, variants: [catalogVariant(sku, '5 lb')] });

const PRODUCTS = [
  product('adult-dog', 'Adult Chicken & Barley Dry Dog Food', '1001'),
  product('puppy', 'Puppy <Small> Bites', '1002'),
];

describe('carousel slides', async () => {
  const html = await render(CarouselSlides, {
    products: PRODUCTS,
    shared: { freeShippingMinimum: 49, stock: { zip: '80011', inStock: new Map([['1001', true]]) }, site: 'DTC' },
  });
  const slides = html.split('<li class="slide"').slice(1);

  it('are one slide a product, in order, named by its title with its markup escaped', () => {
    expect(slides).toHaveLength(2);
    expect(slides[0]).toMatch(/^ data-carousel-item="Adult Chicken (&amp;|&#38;) Barley Dry Dog Food">/);
    expect(slides[1]).toMatch(
      /^ data-carousel-item="Puppy <Small> Bites">|^ data-carousel-item="Puppy &lt;Small&gt; Bites">/,
    );
    expect(slides[1]).toContain('data-card-link>Puppy &lt;Small&gt; Bites</a>');
  });

  it('hold each product’s card at its place in the list, marked by the stock at the ZIP', () => {
    expect(slides[0]).toContain('data-item-index="0"');
    expect(slides[0]).toContain('>Add to Cart</button>');
    expect(slides[1]).toContain('data-item-index="1"');
    expect(slides[1]).toContain('>Out of Stock</button>');
    expect(slides.every((slide) => /<\/article>\s*<\/li>\s*$/.test(slide))).toBe(true);
  });
});
