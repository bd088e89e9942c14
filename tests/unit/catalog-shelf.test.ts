// Who is shown Prescription Diet (spec 000 §4 isEligibleForPd; spec 001 §3 brand "Prescription Diet (HPSF only)").
import { describe, expect, it } from 'vitest';
import { linkOnShelf, menuOnShelf, onShelf, publicShelf, type Shelf } from '../../src/lib/catalog/shelf';
import { lineOffShelf } from '../../src/lib/cart/shelf-lines';
import type { CatalogAttributes } from '../../src/lib/catalog/types';

const food = (brand: CatalogAttributes['brand'], sites: CatalogAttributes['sites']) => ({
  attributes: { brand, sites } as CatalogAttributes,
});
const eligible: Shelf = { site: 'HPSF', prescriptionDiet: true };

describe('the shelf (spec 000 §4 isEligibleForPd)', () => {
  it('holds Prescription Diet only for an eligible account, and only what the site sells', () => {
    const pd = food('prescription-diet', ['HPSF']);
    expect(onShelf(pd, eligible)).toBe(true);
    expect(onShelf(pd, publicShelf('HPSF'))).toBe(false);
    expect(onShelf(pd, { site: 'DTC', prescriptionDiet: true })).toBe(false);
    expect(onShelf(food('science-diet', ['DTC', 'HPSF']), publicShelf('HPSF'))).toBe(true);
    expect(onShelf(food('hills-treats', ['DTC']), eligible)).toBe(false);
  });

  it('leaves Prescription Diet links out of the menu of anyone who cannot see it', () => {
    const menu = [
      {
        label: 'Catalog',
        url: '/products',
        children: [
          { label: 'Dog Food', url: '/products/dog/species' },
          { label: 'Prescription Diet', url: '/products?brand=prescription-diet' },
          { label: 'PD for cats', url: '/products/cat/brand/prescription-diet' },
          { label: 'k/d', url: '/products/prescription-diet/kd-kidney-care/chicken/8-5lb' },
        ],
      },
      { label: 'Orders', url: '/account/orders' },
    ];
    expect(menuOnShelf(menu, publicShelf('HPSF'))).toEqual([
      { label: 'Catalog', url: '/products', children: [{ label: 'Dog Food', url: '/products/dog/species' }] },
      { label: 'Orders', url: '/account/orders' },
    ]);
    expect(menuOnShelf(menu, eligible)).toEqual(menu);
    expect(linkOnShelf('/prescription-diet-faq', publicShelf('HPSF'))).toBe(true);
  });

  it('finds the cart line an account may not order', () => {
    const pd = { product: { title: 'k/d', handle: 'kd', productType: 'Dry', brand: 'Prescription Diet' } };
    const sd = { product: { title: 'Adult', handle: 'adult', productType: 'Dry', brand: 'Science Diet' } };
    expect(lineOffShelf([sd, pd], publicShelf('HPSF'))).toBe(pd);
    expect(lineOffShelf([sd, pd], eligible)).toBeNull();
    expect(lineOffShelf([sd], publicShelf('HPSF'))).toBeNull();
  });
});
