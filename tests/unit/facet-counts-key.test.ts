import { describe, expect, it } from 'vitest';
import { facetCountsKey } from '../../src/lib/catalog/facet-counts-key';
import { publicShelf } from '../../src/lib/catalog/shelf';

describe('facetCountsKey', () => {
  it('gives one key for one selection, whatever order its fields and slugs come in', () => {
    const key = facetCountsKey(publicShelf('DTC'), 'dog', '', {
      species: ['dog'],
      food_form: ['wet', 'dry'],
      flavor: ['chicken'],
    });
    expect(
      facetCountsKey(publicShelf('DTC'), 'dog', '', {
        flavor: ['chicken'],
        food_form: ['dry', 'wet'],
        species: ['dog'],
      }),
    ).toBe(key);
  });

  it('reads a slug chosen twice, or a field with nothing chosen, as the same selection', () => {
    const key = facetCountsKey(publicShelf('DTC'), null, '', { food_form: ['dry'] });
    expect(facetCountsKey(publicShelf('DTC'), null, '', { food_form: ['dry', 'dry'], flavor: [] })).toBe(key);
  });

  it('reads a search with spaces round it as the same search', () => {
    expect(facetCountsKey(publicShelf('DTC'), null, '  salmon ', {})).toBe(
      facetCountsKey(publicShelf('DTC'), null, 'salmon', {}),
    );
  });

  it('tells apart what changes the counts: site, Prescription Diet on the shelf, species, search and selection', () => {
    const keys = [
      facetCountsKey(publicShelf('DTC'), 'dog', '', { food_form: ['dry'] }),
      facetCountsKey(publicShelf('HPSF'), 'dog', '', { food_form: ['dry'] }),
      // A shelf with Prescription Diet counts more products than a guest's (spec 000 §4 isEligibleForPd).
      facetCountsKey({ site: 'HPSF', prescriptionDiet: true }, 'dog', '', { food_form: ['dry'] }),
      facetCountsKey(publicShelf('DTC'), 'cat', '', { food_form: ['dry'] }),
      facetCountsKey(publicShelf('DTC'), 'dog', 'salmon', { food_form: ['dry'] }),
      facetCountsKey(publicShelf('DTC'), 'dog', '', { food_form: ['wet'] }),
      facetCountsKey(publicShelf('DTC'), 'dog', '', { pack_type: ['dry'] }),
      facetCountsKey(publicShelf('DTC'), 'dog', '', { food_form: ['dry', 'wet'] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not let a slug with a separator in it pass for two slugs', () => {
    expect(facetCountsKey(publicShelf('DTC'), null, '', { flavor: ['beef","chicken'] })).not.toBe(
      facetCountsKey(publicShelf('DTC'), null, '', { flavor: ['beef', 'chicken'] }),
    );
  });
});
