// Which addresses are a product's page (spec 000 §2 Route table: /products/{brand}/{handle}/{flavor}/{size} and
// /products/{handle}); any other segments around a handle are no page (issue: trust, round two, item 9).
import { describe, expect, it } from 'vitest';
import { namesProduct } from '../../src/lib/catalog/product-page';
import { catalogProduct } from '../support/catalog';

const product = catalogProduct(); // handle `adult`, variants science-diet/adult/chicken-barley/5lb and …/15lb

describe('a product page address', () => {
  it('is the product’s handle alone', () => {
    expect(namesProduct(product, ['adult'])).toBe(true);
    expect(namesProduct(product, ['senior'])).toBe(false);
  });

  it('is a variant’s own brand, handle, flavour and size', () => {
    expect(namesProduct(product, ['science-diet', 'adult', 'chicken-barley', '5lb'])).toBe(true);
    expect(namesProduct(product, ['science-diet', 'adult', 'chicken-barley', '15lb'])).toBe(true);
  });

  it('is nothing else around the handle', () => {
    for (const segments of [
      ['science-diet', 'adult', 'chicken-barley', '15lb.bak'],
      ['science-diet', 'adult', 'chicken-barley', '30lb'],
      ['science-diet', 'adult', 'salmon', '15lb'],
      ['other-brand', 'adult', 'chicken-barley', '15lb'],
      ['dog', 'adult', 'x', 'y'],
      ['science-diet', 'adult'],
      ['science-diet', 'adult', 'chicken-barley', '15lb', 'more'],
    ])
      expect(namesProduct(product, segments), segments.join('/')).toBe(false);
  });
});
