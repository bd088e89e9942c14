// The seed catalogue and the facet definitions must agree, or a product would never show under a filter it belongs to.
import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import { FACETS } from '../../src/lib/catalog/facets';

type SeedProduct = (typeof catalogue.products)[number];
type SeedVariant = SeedProduct['variants'][number];
const packOf = (v: SeedVariant): number => ('packCount' in v && v.packCount ? v.packCount : 1);
const valuesOf: Record<string, (p: SeedProduct) => string[]> = {
  species: (p) => p.species,
  brand: (p) => [p.brand],
  lifestage: (p) => p.lifestage,
  breed_size: (p) => p.breedSize,
  food_form: (p) => [p.foodForm],
  flavor: (p) => p.flavor,
  health_conditions: (p) => p.healthConditions,
  pack_type: (p) => [p.packType],
  sub_brand: (p) => [p.subBrand],
};

describe('seed catalogue against the facets (spec 001 §3)', () => {
  it("offers a facet option, on the product's site and species, for every attribute value of every product", () => {
    const unmatched: string[] = [];
    for (const product of catalogue.products) {
      for (const [field, values] of Object.entries(valuesOf)) {
        const facet = FACETS.find((f) => f.field === field);
        for (const value of values(product)) {
          for (const site of product.sites) {
            for (const species of product.species) {
              const offered = facet?.options.some(
                (o) =>
                  o.filter.type === 'value' &&
                  o.filter.value === value &&
                  o.sites.includes(site as 'DTC') &&
                  o.species.includes(species as 'dog'),
              );
              if (!offered) unmatched.push(`${product.handle}: ${field}=${value} on ${site}/${species}`);
            }
          }
        }
      }
    }
    expect(unmatched).toEqual([]);
  });

  it("keeps every variant's weight, or a case's can, inside a weight facet range", () => {
    const ranges = FACETS.find((f) => f.field === 'weight_unit')!.options.flatMap((o) =>
      o.filter.type === 'range' ? [o.filter] : [],
    );
    const outside = catalogue.products.flatMap((p) =>
      p.variants
        .filter((v) => {
          const each = v.weight / packOf(v);
          return !ranges.some((r) => r.field === `weight_${v.weightUnit}` && each >= r.min && each <= r.max);
        })
        .map((v) => v.sku),
    );
    expect(outside).toEqual([]);
  });
});

describe('wet food by the case (issue 37 §5)', () => {
  const wet = catalogue.products.filter((p) => p.foodForm === 'wet');

  it('sells every can, tray and pouch singly and in cases of 12 and 24 of the same flavour and size', () => {
    expect(wet.length).toBeGreaterThan(10);
    for (const product of wet) {
      const singles = product.variants.filter((v) => packOf(v) === 1);
      expect(singles.length).toBeGreaterThan(0);
      for (const single of singles) {
        for (const count of [12, 24]) {
          const pack = product.variants.find((v) => v.sku === `${single.sku}${count}`);
          expect(pack, `${single.sku} by ${count}`).toMatchObject({
            flavor: single.flavor,
            size: `${single.size}, case of ${count}`,
            weightUnit: 'oz',
            packCount: count,
          });
          expect(pack!.weight).toBeCloseTo(single.weight * count, 2);
          // A case costs less a can than the can alone, and the larger case less again.
          expect(pack!.priceCents / count).toBeLessThan(single.priceCents);
        }
        const [twelve, twentyFour] = [12, 24].map((n) => product.variants.find((v) => v.sku === `${single.sku}${n}`)!);
        expect(twentyFour!.priceCents / 24).toBeLessThan(twelve!.priceCents / 12);
      }
    }
  });

  it('sells dry food and treats by the bag only', () => {
    const packs = catalogue.products
      .filter((p) => p.foodForm !== 'wet')
      .flatMap((p) => p.variants.filter((v) => packOf(v) > 1));
    expect(packs).toEqual([]);
  });
});
