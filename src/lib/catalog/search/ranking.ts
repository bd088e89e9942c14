// How search results are ordered (issue 40 §4): an exact SKU first, then products whose title holds the query as a
// phrase, then by where each word was found (title, then brand or flavour, then the rest); ties keep the listing's
// default order. Pure, and the same for SQLite and PostgreSQL, which only say which products match.
import type { CatalogProduct } from '../types';
import type { QueryPlan } from './query-plan';
import type { Alternative } from './synonyms';
import { findsAsStart, lettersOf } from './words';

/**
 * A field's words as one string with a space at each end (` adult chicken barley dry dog food `): a word is found
 * with one `includes`, and thousands of products cost a string each rather than an array of words.
 */
export type RankedText = { title: string; brand: string; flavor: string };

/** What a field's text must include to hold the word: the word whole, or the start of a word (findsAsStart). */
const needle = (word: string) => (findsAsStart(word) ? ` ${lettersOf(word)}` : ` ${word} `);

/**
 * A plan's words as the text each field must include, made once per plan: thousands of products are checked against
 * the same few words.
 */
type Needles = { groups: string[][][]; phrase: string | null };
const needlesOfPlan = new WeakMap<QueryPlan, Needles>();

/** Each group's alternatives as the text a field must include to hold them. */
export const groupNeedles = (groups: readonly (readonly Alternative[])[]): string[][][] =>
  groups.map((group) => group.map((alternative) => alternative.map(needle)));

export function needlesOf(plan: QueryPlan): Needles {
  let made = needlesOfPlan.get(plan);
  if (!made) {
    made = {
      groups: groupNeedles(plan.groups),
      // The words one after another (the last may begin a word).
      phrase: plan.words.length >= 2 ? needle(plan.words.join(' ')) : null,
    };
    needlesOfPlan.set(plan, made);
  }
  return made;
}

/** Whether the field holds one alternative of the group: every word of it. */
export const holdsGroup = (text: string, group: readonly (readonly string[])[]): boolean =>
  group.some((needles) => needles.every((n) => text.includes(n)));

/** A document's fields, as the index holds them (words.ts), as ranking reads them. */
export const rankedFields = (d: { title: string; brand: string; flavor: string }): RankedText => ({
  title: ` ${d.title} `,
  brand: ` ${d.brand} `,
  flavor: ` ${d.flavor} `,
});

const SKU = 1000;
const PHRASE = 50;
const IN_TITLE = 10;
const IN_BRAND_OR_FLAVOR = 6;
const ELSEWHERE = 1;

/** How a query scores a product; higher comes first. Made once per query. */
export function scorer(plan: QueryPlan, query: string): (product: CatalogProduct, text: RankedText) => number {
  const sku = query.trim();
  const bySku = /\d/.test(sku); // a SKU is digits: a query without one names none
  const { groups, phrase } = needlesOf(plan);
  return (product, text) => {
    if (bySku && product.variants.some((v) => v.sku === sku)) return SKU;
    let total = phrase !== null && text.title.includes(phrase) ? PHRASE : 0;
    for (const group of groups) {
      if (holdsGroup(text.title, group)) total += IN_TITLE;
      else if (holdsGroup(text.brand, group) || holdsGroup(text.flavor, group)) total += IN_BRAND_OR_FLAVOR;
      else total += ELSEWHERE;
    }
    return total;
  };
}

/** A product's score for a query; higher comes first. */
export const score = (product: CatalogProduct, text: RankedText, plan: QueryPlan, query: string): number =>
  scorer(plan, query)(product, text);

/** The matching products, best first; ties keep the order they are given in (the listing's default). */
export function rank(
  matching: readonly CatalogProduct[],
  plan: QueryPlan,
  query: string,
  textOf: (product: CatalogProduct) => RankedText,
): CatalogProduct[] {
  const scoreOf = scorer(plan, query);
  return matching
    .map((product, index) => ({ product, index, score: scoreOf(product, textOf(product)) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.product);
}

/** The first `count` of what rank gives, in one pass over the matches rather than a sort of them all. */
export function firstRanked(
  matching: readonly CatalogProduct[],
  plan: QueryPlan,
  query: string,
  textOf: (product: CatalogProduct) => RankedText,
  count: number,
): CatalogProduct[] {
  const scoreOf = scorer(plan, query);
  const best: { product: CatalogProduct; score: number }[] = [];
  for (const product of matching) {
    const found = scoreOf(product, textOf(product));
    if (best.length === count && found <= best[count - 1]!.score) continue;
    // After every one scored as high: ties keep the order given.
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < found) at -= 1;
    best.splice(at, 0, { product, score: found });
    if (best.length > count) best.pop();
  }
  return best.map((b) => b.product);
}
