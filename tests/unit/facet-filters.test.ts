// A listing's facet filters as the server writes them (spec 001 §3): only options that match something or are chosen,
// each a checkbox with its count, and a facet open when it leads the navigation or holds a chosen option.
import { describe, expect, it } from 'vitest';
import { facetFiltersHtml } from '../../src/components/facet-filters';
import { facetsFor } from '../../src/lib/catalog/facets';

describe('the facet filters of a listing', () => {
  const facets = facetsFor('DTC', null);
  const species = facets.find((f) => f.field === 'species')!;
  const brand = facets.find((f) => f.field === 'brand')!;

  it('shows the options with products or chosen, ticked when chosen, with their counts', () => {
    const text = facetFiltersHtml([species], { species: { dog: 35, cat: 0 } }, { species: ['cat'] }).text;
    expect(text).toContain(
      `<input type="checkbox" name="${species.slug}" value="dog"><span>Dog</span><span class="option-count">(35)</span>`,
    );
    expect(text).toContain(
      `name="${species.slug}" value="cat" checked><span>Cat</span><span class="option-count">(0)</span>`,
    );
  });

  it('leaves out a facet with nothing to show, and opens one that holds a choice', () => {
    const closed = facetFiltersHtml([brand], { brand: {} }, {}).text;
    expect(closed).toBe('');
    const slug = brand.options[0]!.slug;
    const open = facetFiltersHtml([brand], { brand: { [slug]: 3 } }, { brand: [slug] }).text;
    expect(open.startsWith('<details open><summary>')).toBe(true);
  });
});
