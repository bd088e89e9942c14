import { describe, expect, it } from 'vitest';
import { facetCountsKey } from '../../src/lib/catalog/facet-counts-key';

describe('facetCountsKey', () => {
  it('gives one key for one selection, whatever order its fields and slugs come in', () => {
    const key = facetCountsKey('DTC', 'dog', '', { species: ['dog'], food_form: ['wet', 'dry'], flavor: ['chicken'] });
    expect(facetCountsKey('DTC', 'dog', '', { flavor: ['chicken'], food_form: ['dry', 'wet'], species: ['dog'] })).toBe(
      key,
    );
  });

  it('reads a slug chosen twice, or a field with nothing chosen, as the same selection', () => {
    const key = facetCountsKey('DTC', null, '', { food_form: ['dry'] });
    expect(facetCountsKey('DTC', null, '', { food_form: ['dry', 'dry'], flavor: [] })).toBe(key);
  });

  it('reads a search with spaces round it as the same search', () => {
    expect(facetCountsKey('DTC', null, '  salmon ', {})).toBe(facetCountsKey('DTC', null, 'salmon', {}));
  });

  it('tells apart what changes the counts: site, species, search and selection', () => {
    const keys = [
      facetCountsKey('DTC', 'dog', '', { food_form: ['dry'] }),
      facetCountsKey('HPSF', 'dog', '', { food_form: ['dry'] }),
      facetCountsKey('DTC', 'cat', '', { food_form: ['dry'] }),
      facetCountsKey('DTC', 'dog', 'salmon', { food_form: ['dry'] }),
      facetCountsKey('DTC', 'dog', '', { food_form: ['wet'] }),
      facetCountsKey('DTC', 'dog', '', { pack_type: ['dry'] }),
      facetCountsKey('DTC', 'dog', '', { food_form: ['dry', 'wet'] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not let a slug with a separator in it pass for two slugs', () => {
    expect(facetCountsKey('DTC', null, '', { flavor: ['beef","chicken'] })).not.toBe(
      facetCountsKey('DTC', null, '', { flavor: ['beef', 'chicken'] }),
    );
  });
});
