// The facet filters of a listing (spec 001 §3): one open group per facet with options that match something or are
// chosen, each option a checkbox with its count. Like the product cards, a listing repeats this markup a few hundred
// elements deep, so it is one string (src/lib/site/html.ts); ProductListing.astro puts it inside its filter form.
import type { FacetCounts, FacetDefinition, Selection } from '../lib/catalog/facets';
import { attributes, markup, type SafeHtml } from '../lib/site/html';

export function facetFiltersHtml(
  facets: readonly FacetDefinition[],
  counts: FacetCounts,
  selection: Selection,
): SafeHtml {
  const chosen = (field: string, slug: string) => (selection[field] ?? []).includes(slug);
  const count = (field: string, slug: string) => counts[field]?.[slug] ?? 0;
  return markup`${facets.map((facet) => {
    const options = facet.options.filter((o, i, all) => all.findIndex((x) => x.slug === o.slug) === i);
    const visible = options.filter((o) => count(facet.field, o.slug) > 0 || chosen(facet.field, o.slug));
    if (visible.length === 0) return null;
    const label = facet.navigationLabel ?? facet.label;
    const open = facet.isNavigation || visible.some((o) => chosen(facet.field, o.slug));
    return markup`<details${attributes({ open })}><summary>${label}</summary><fieldset><legend class="visually-hidden">${label}</legend>${visible.map(
      (o) =>
        markup`<label class="option"><input type="checkbox"${attributes({ name: facet.slug, value: o.slug, checked: chosen(facet.field, o.slug) })}><span>${o.label}</span><span class="option-count">(${count(facet.field, o.slug)})</span></label>`,
    )}</fieldset></details>`;
  })}`;
}
