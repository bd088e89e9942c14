// Suggestions as the shopper types in the header's search field (issue 40 §5): the first products the search would
// show and the category pages and brands whose names hold the words, with the words to mark. Shoppers type the same
// beginnings again and again, so an answer is kept as long as the shelf's load.
import type { Db } from '../../db/connect.server';
import { registerDependentCache } from '../../site/cache-registry';
import { isStaffSite } from '../../site/site';
import { catalogueDerivedCache, shelfCatalogue } from '../catalogue.server';
import { loadKeyOf } from '../load-keys';
import { preselectVariant } from '../preselect';
import type { Shelf } from '../shelf';
import type { CatalogProduct } from '../types';
import { productImageAlt, variantHref } from '../variants';
import { categoryPages, matchingCategories, type CategoryPage } from './categories';
import type { QueryPlan } from './query-plan';
import { firstResults } from './search.server';
import { lettersOf } from './words';
import { suggestsFrom, type SuggestedProduct, type Suggestions } from './suggestions';

export const MAX_SUGGESTED_PRODUCTS = 6;

const answers = catalogueDerivedCache<Suggestions>(1_000);
// What a search finds follows the synonyms and the products' content as well as the catalogue.
registerDependentCache('search-suggestions', answers);
const pagesOfShelf = new WeakMap<readonly CatalogProduct[], CategoryPage[]>();

function suggested(product: CatalogProduct, query: string, staff: boolean): SuggestedProduct {
  const variant = preselectVariant(product, [], query);
  const picture = variant.imagePrimary ?? product.featuredImage;
  return {
    title: product.title,
    url: variantHref(variant),
    image: picture ? { url: picture.url, alt: productImageAlt(product.title, variant) } : null,
    price: staff ? null : variant.price,
    rating: staff ? null : (product.rating ?? null),
  };
}

/** The words a suggestion marks: the query's, and the synonyms' they stand for. */
const markedWords = (plan: QueryPlan): string[] => [...new Set(plan.groups.flat(2).map(lettersOf))];

/** What to suggest for a query on a shelf; `query` as the field holds it (a space at its end ends the last word). */
export async function suggestSearch(db: Db, shelf: Shelf, query: string): Promise<Suggestions> {
  const typed = query.replace(/^\s+/, '');
  if (!suggestsFrom(typed)) return { query: typed.trim(), words: [], products: [], categories: [] };
  const catalogue = await shelfCatalogue(db, shelf);
  const typing = !/\s$/.test(typed);
  // Kept whatever the case typed, which searches alike; each answer says the query as this shopper typed it.
  const key = JSON.stringify([loadKeyOf(catalogue), typing, typed.trim().toLowerCase()]);
  const answer = await answers.get(key, async () => {
    const { products, plan } = await firstResults(db, shelf.site, catalogue, typed, MAX_SUGGESTED_PRODUCTS, { typing });
    let pages = pagesOfShelf.get(catalogue);
    if (!pages) pagesOfShelf.set(catalogue, (pages = categoryPages(shelf, catalogue)));
    const staff = isStaffSite(shelf.site);
    return {
      query: typed.trim(),
      words: markedWords(plan),
      products: products.map((p) => suggested(p, typed.trim(), staff)),
      categories: matchingCategories(pages, plan.groups),
    };
  });
  return answer.query === typed.trim() ? answer : { ...answer, query: typed.trim() };
}
