// The product page trail (spec 000 §2 Breadcrumbs): how it reads, and that it is kept per product parent name.
import { beforeEach, describe, expect, it } from 'vitest';
import { productTrail } from '../../src/lib/catalog/breadcrumbs';
import { productBreadcrumbs } from '../../src/lib/catalog/breadcrumbs.server';
import { clearCatalogueCache } from '../../src/lib/catalog/catalogue.server';
import type { CatalogAttributes } from '../../src/lib/catalog/types';

const ADULT_DOG: CatalogAttributes = {
  brand: 'science-diet',
  subBrand: 'adult',
  species: ['dog'],
  lifestage: ['adult-dog'],
  breedSize: ['small', 'medium', 'large'],
  foodForm: 'dry',
  flavor: ['chicken'],
  healthConditions: [],
  packType: 'bag',
  sites: ['DTC', 'HPSF'],
};
const product = (title: string, attributes: Partial<CatalogAttributes> = {}) => ({
  title,
  attributes: { ...ADULT_DOG, ...attributes },
});
const labels = (trail: { label: string }[]) => trail.map((crumb) => crumb.label);

describe('productTrail', () => {
  it('leads a shopper from Home through species, brand, pet age and food form to the product (spec 000 §2 Breadcrumbs)', () => {
    expect(productTrail(product('Adult Chicken & Barley'), false)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
      { label: 'Dog', href: '/products/dog/species' },
      { label: 'Science Diet', href: '/products/dog/brand/science-diet' },
      { label: 'Adult', href: '/products/dog/pet-age/adult/' },
      { label: 'Dry Food', href: '/products/dog/food-form/dry-food' },
      { label: 'Adult Chicken & Barley', href: null },
    ]);
  });

  it('shows no pet age for a food made for several life stages', () => {
    expect(
      labels(productTrail(product('Puppy and Adult', { lifestage: ['puppy', 'adult-dog'] }), false)),
    ).not.toContain('Adult');
  });

  it('leaves out the species-scoped steps for a product of both species (spec 000 §2 Breadcrumbs)', () => {
    expect(labels(productTrail(product('Dental Treats', { species: ['dog', 'cat'] }), false))).toEqual([
      'Home',
      'All Products',
      'Dental Treats',
    ]);
  });

  it('starts the staff trail at Catalog (spec 000 §2 Breadcrumbs)', () => {
    expect(productTrail(product('c/d Multicare'), true)).toEqual([
      { label: 'Catalog', href: '/products' },
      { label: 'c/d Multicare', href: null },
    ]);
  });
});

describe('productBreadcrumbs', () => {
  beforeEach(() => clearCatalogueCache());

  it('keeps one trail per product parent name, whatever variant asks (spec 000 §2 Breadcrumbs)', async () => {
    const first = await productBreadcrumbs('DTC', product('Adult Chicken & Barley'));
    // Same parent name written with other spacing and case: the kept trail answers, not a new one.
    const again = await productBreadcrumbs('DTC', product('  adult chicken &  barley ', { foodForm: 'wet' }));
    expect(again).toBe(first);
    expect(labels(again)).toContain('Dry Food');
  });

  it('works out a trail for each other parent name', async () => {
    await productBreadcrumbs('DTC', product('Adult Chicken & Barley'));
    expect(
      labels(
        await productBreadcrumbs(
          'DTC',
          product('Kitten Tuna', { species: ['cat'], foodForm: 'wet', lifestage: ['kitten'] }),
        ),
      ),
    ).toEqual(['Home', 'All Products', 'Cat', 'Science Diet', 'Kitten', 'Wet Food', 'Kitten Tuna']);
  });

  it('keeps each site its own trail', async () => {
    await productBreadcrumbs('DTC', product('Adult Chicken & Barley'));
    expect(labels(await productBreadcrumbs('HPSF', product('Adult Chicken & Barley')))).toEqual([
      'Catalog',
      'Adult Chicken & Barley',
    ]);
  });

  it('works the trail out afresh once the catalogue cache is cleared', async () => {
    await productBreadcrumbs('DTC', product('Adult Chicken & Barley'));
    clearCatalogueCache();
    expect(labels(await productBreadcrumbs('DTC', product('Adult Chicken & Barley', { foodForm: 'wet' })))).toContain(
      'Wet Food',
    );
  });
});
