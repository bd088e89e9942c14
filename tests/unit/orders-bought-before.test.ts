import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../src/lib/catalog/types';
import { boughtBefore, type Purchase } from '../../src/lib/orders/bought-before';

const product = (handle: string, variantIds: string[]) =>
  ({
    handle,
    title: `Title of ${handle}`,
    featuredImage: { url: `/cms/${handle}`, alt: handle },
    variants: variantIds.map((id) => ({
      id,
      sku: `sku-${id}`,
      variantURL: `science-diet/${handle}/${id}`,
      imagePrimary: null,
      selectedOptions: [],
    })),
  }) as unknown as CatalogProduct;

const shelf = new Map([
  ['puppy', product('puppy', ['p15', 'p30'])],
  ['cans', product('cans', ['c12'])],
  ['treats', product('treats', ['t1'])],
]);
const find = (handle: string) => shelf.get(handle);
const bought = (handle: string, variantId: string, boughtAt: string): Purchase => ({ handle, variantId, boughtAt });

describe('Bought before on My Account (issue 42 §4)', () => {
  const purchases = [
    bought('puppy', 'p30', '2026-03-01T10:00:00.000Z'),
    bought('cans', 'c12', '2026-03-01T10:00:00.000Z'),
    bought('puppy', 'p15', '2026-02-01T10:00:00.000Z'),
    bought('gone', 'g1', '2026-01-15T10:00:00.000Z'),
    bought('treats', 't1', '2026-01-01T10:00:00.000Z'),
  ];

  it('lists each product once, the most recently bought first, with when it was last bought', () => {
    expect(boughtBefore(purchases, find).map((p) => [p.title, p.lastBoughtAt])).toEqual([
      ['Title of puppy', '2026-03-01T10:00:00.000Z'],
      ['Title of cans', '2026-03-01T10:00:00.000Z'],
      ['Title of treats', '2026-01-01T10:00:00.000Z'],
    ]);
  });

  it('leaves out products no longer sold here, and links to the size last bought', () => {
    const shown = boughtBefore(purchases, find);
    expect(shown.map((p) => p.handle)).not.toContain('gone');
    expect(shown[0]!.href).toBe('/products/science-diet/puppy/p30?sku=sku-p30');
    expect(shown[0]!.image).toEqual({ url: '/cms/puppy', alt: 'puppy' });
  });

  it('links to the first size when the size bought is no longer sold, and shows at most as many as asked', () => {
    const shown = boughtBefore([bought('puppy', 'p45', '2026-03-01T10:00:00.000Z'), ...purchases], find, 2);
    expect(shown.map((p) => p.href)).toEqual([
      '/products/science-diet/puppy/p15?sku=sku-p15',
      '/products/science-diet/cans/c12?sku=sku-c12',
    ]);
  });
});
