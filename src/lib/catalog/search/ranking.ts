// How search results are ordered (issue 40 §4): an exact SKU first, then products whose title holds the query as a
// phrase, then by where each word was found (title, then brand or flavour, then the rest); ties keep the listing's
// default order. Pure, and the same for SQLite and PostgreSQL, which only say which products match.
import type { CatalogProduct } from '../types';
import type { QueryPlan } from './query-plan';
import type { Alternative } from './synonyms';
import { findsAsStart } from './words';

/**
 * A field's words as one string with a space at each end (` adult chicken barley dry dog food `): a word is found
 * with one `includes`, and thousands of products cost a string each rather than an array of words.
 */
export type RankedText = { title: string; brand: string; flavor: string };

/** Whether the field holds the word: whole, or as the start of a word for a word of 3 letters or more. */
const holdsWord = (text: string, word: string) => text.includes(findsAsStart(word) ? ` ${word}` : ` ${word} `);
const holds = (text: string, alternative: Alternative) => alternative.every((word) => holdsWord(text, word));
/** Whether the field holds the words one after another (the last may begin a word). */
const holdsPhrase = (text: string, phrase: readonly string[]) =>
  phrase.length >= 2 && holdsWord(text, phrase.join(' '));

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

/** A product's score for a query; higher comes first. */
export function score(product: CatalogProduct, text: RankedText, plan: QueryPlan, query: string): number {
  const sku = query.trim();
  if (product.variants.some((v) => v.sku === sku)) return SKU;
  let total = holdsPhrase(text.title, plan.words) ? PHRASE : 0;
  for (const group of plan.groups) {
    if (group.some((a) => holds(text.title, a))) total += IN_TITLE;
    else if (group.some((a) => holds(text.brand, a) || holds(text.flavor, a))) total += IN_BRAND_OR_FLAVOR;
    else total += ELSEWHERE;
  }
  return total;
}

/** The matching products, best first; ties keep the order they are given in (the listing's default). */
export function rank(
  matching: readonly CatalogProduct[],
  plan: QueryPlan,
  query: string,
  textOf: (product: CatalogProduct) => RankedText,
): CatalogProduct[] {
  return matching
    .map((product, index) => ({ product, index, score: score(product, textOf(product), plan, query) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.product);
}
