// A listing's facet filters as the server writes them (spec 001 §3): only options that match something or are chosen,
// each a checkbox with its count, and a facet open when it leads the navigation or holds a chosen option.
import { describe, expect, it } from 'vitest';
import FilterDrawer from '../../src/components/FilterDrawer.astro';
import { facetsFor, type FacetCounts, type FacetDefinition, type Selection } from '../../src/lib/catalog/facets';
import { render } from './render';

/** The filter form's facets, without the whitespace between tags. */
const facetsOf = async (facets: FacetDefinition[], counts: FacetCounts, selection: Selection) => {
  const html = await render(FilterDrawer, { facets, counts, selection, search: null, total: 3, clearHref: null });
  return (/<form[^>]*id="listing-filters"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '')
    .replace(/>\s+</g, '><')
    .trim();
};

describe('the facet filters of a listing', () => {
  const facets = facetsFor('DTC', null);
  const species = facets.find((f) => f.field === 'species')!;
  const brand = facets.find((f) => f.field === 'brand')!;

  it('shows the options with products or chosen, ticked when chosen, with their counts', async () => {
    const text = await facetsOf([species], { species: { dog: 35, cat: 0 } }, { species: ['cat'] });
    expect(text).toContain(
      `<input type="checkbox" name="${species.slug}" value="dog"><span>Dog</span><span class="option-count">(35)</span>`,
    );
    expect(text).toContain(
      `name="${species.slug}" value="cat" checked><span>Cat</span><span class="option-count">(0)</span>`,
    );
  });

  it('leaves out a facet with nothing to show, and opens one that holds a choice', async () => {
    expect(await facetsOf([brand], { brand: {} }, {})).toBe('');
    const slug = brand.options[0]!.slug;
    const open = await facetsOf([brand], { brand: { [slug]: 3 } }, { brand: [slug] });
    expect(open.startsWith('<details open><summary>')).toBe(true);
    const other = facets.find((f) => !f.isNavigation && f.options.length > 0)!;
    const otherSlug = other.options[0]!.slug;
    const closed = await facetsOf([other], { [other.field]: { [otherSlug]: 3 } }, {});
    expect(closed.startsWith('<details><summary>')).toBe(true);
  });
});
