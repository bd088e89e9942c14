// Search over the catalogue (issue 3: ranked by title, description, sku and flavour). Every word of the query must
// be found somewhere in a product; the title counts most, then flavour, then description. A full SKU finds its product.
import type { CatalogProduct } from './types';
import { optionValue } from './variants';

const WEIGHTS = { title: 10, flavor: 6, description: 2 } as const;

export const searchTerms = (query: string) =>
  query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}/ ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 12);

type Searchable = { title: string; flavors: string; description: string };

/** Each product's words in lower case, made once per load of the catalogue rather than once per search. */
const searchable = new WeakMap<CatalogProduct, Searchable>();

function textOf(product: CatalogProduct): Searchable {
  let text = searchable.get(product);
  if (!text) {
    text = {
      title: product.title.toLowerCase(),
      flavors: product.variants.map((v) => optionValue(v, 'Flavor')?.toLowerCase() ?? '').join(' '),
      description: product.description.toLowerCase(),
    };
    searchable.set(product, text);
  }
  return text;
}

type Term = { word: string; atWordStart: RegExp };

function score(product: CatalogProduct, terms: readonly Term[], sku: string): number {
  if (product.variants.some((v) => v.sku === sku)) return 1000;
  const { title, flavors, description } = textOf(product);
  let total = 0;
  for (const { word, atWordStart } of terms) {
    const found =
      (title.includes(word) ? WEIGHTS.title + (atWordStart.test(title) ? 2 : 0) : 0) +
      (flavors.includes(word) ? WEIGHTS.flavor : 0) +
      (description.includes(word) ? WEIGHTS.description : 0);
    if (found === 0) return 0; // every word must be found
    total += found;
  }
  return total;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matching products, best first; ties keep the catalogue's order. */
export function searchProducts(products: CatalogProduct[], query: string): CatalogProduct[] {
  const words = searchTerms(query);
  if (words.length === 0) return [];
  const terms = words.map((word) => ({ word, atWordStart: new RegExp(`(^|\\W)${escapeRegExp(word)}`) }));
  const sku = query.trim();
  return products
    .map((product, index) => ({ product, index, score: score(product, terms, sku) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.product);
}

/**
 * Where the site search action (`/search?search=…`, spec 000 §2) leads: the listing's results for a term, every
 * product for an empty search. Null for a bare `/search` with no search parameter, the placeholder with no page.
 */
export function searchTarget(params: URLSearchParams): string | null {
  const term = params.get('search');
  if (term === null) return null;
  return term.trim() ? `/products?search=${encodeURIComponent(term.trim())}` : '/products';
}
