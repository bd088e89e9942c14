// The seed catalogue and the facet definitions must agree, or a product would never show under a filter it belongs to.
import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import { FACETS } from '../../src/lib/catalog/facets';

type SeedProduct = (typeof catalogue.products)[number];
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

  it('keeps every variant weight inside a weight facet range', () => {
    const ranges = FACETS.find((f) => f.field === 'weight_unit')!.options.flatMap((o) =>
      o.filter.type === 'range' ? [o.filter] : [],
    );
    const outside = catalogue.products.flatMap((p) =>
      p.variants
        .filter(
          (v) => !ranges.some((r) => r.field === `weight_${v.weightUnit}` && v.weight >= r.min && v.weight <= r.max),
        )
        .map((v) => v.sku),
    );
    expect(outside).toEqual([]);
  });
});
