// Sorting and paging a product listing: what the listing's sort menu and pager, and get-products, both use.
import { z } from 'zod/v4';
import { byRating } from './ratings';
import type { Product } from './types';

export const SORTS = ['featured', 'top-rated', 'price-asc', 'price-desc', 'title-asc', 'newest'] as const;
export type SortKey = (typeof SORTS)[number];
export const DEFAULT_SORT: SortKey = 'featured';
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

const sortSchema = z.enum(SORTS).catch(DEFAULT_SORT);
/** A sort from a query string; anything unknown heals to the default rather than failing the page. */
export const parseSort = (value: unknown): SortKey => sortSchema.parse(value);

/** The "from" price a card shows: the cheapest variant; null when the product has none. */
export function lowestPrice(product: Product): number | null {
  const prices = product.variants.map((v) => Number(v.price.amount)).filter(Number.isFinite);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The tag new counts as brand-new (spec 000 §3 Badge tags), on the product or any of its variants. */
export function isBrandNew(product: Product): boolean {
  const isNew = (tags: string[]) => tags.some((t) => t === 'brand-new' || t === 'new');
  return isNew(product.badgeTags) || product.variants.some((v) => isNew(v.badgeTags));
}

type Compare = (a: Product, b: Product) => number;

// The price sorts (below) put a product without a price last in either direction: it has nothing to compare.
const COMPARE: Record<Exclude<SortKey, 'price-asc' | 'price-desc'>, Compare | null> = {
  featured: null,
  'title-asc': (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }),
  newest: (a, b) => Number(isBrandNew(b)) - Number(isBrandNew(a)),
  'top-rated': byRating,
};

/**
 * A new list; ties keep the given order (the sort is stable). Featured is the given order itself, except that a
 * product the shopper cannot buy in any size (`available`, by SKU) goes after those they can: a listing does not lead
 * with what is sold out.
 */
export function sortProducts<T extends Product>(
  products: readonly T[],
  sort: SortKey,
  available?: (sku: string) => boolean,
): T[] {
  if (sort === 'price-asc' || sort === 'price-desc') {
    // Each product's lowest price worked out once, not at every comparison: a listing may hold thousands.
    const prices = new Map(products.map((p) => [p, lowestPrice(p)]));
    const direction = sort === 'price-asc' ? 1 : -1;
    return [...products].sort((a, b) => {
      const [pa, pb] = [prices.get(a) ?? null, prices.get(b) ?? null];
      if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0);
      return direction * (pa - pb);
    });
  }
  const compare = COMPARE[sort];
  if (compare) return [...products].sort(compare);
  if (!available) return [...products];
  const buyable = new Set(products.filter((product) => product.variants.some((v) => available(v.sku))));
  return [...buyable, ...products.filter((product) => !buyable.has(product))];
}

export type ListingPage<T> = { items: T[]; total: number; page: number; limit: number; pageCount: number };

const wholeIn = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;

/** Pages count from 1 and hold 1–100 items; a page past the end is empty but still reports the total. */
export function paginate<T>(items: readonly T[], page = 1, limit = DEFAULT_PAGE_SIZE): ListingPage<T> {
  const size = wholeIn(limit, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  const current = wholeIn(page, 1, Number.MAX_SAFE_INTEGER, 1);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    total: items.length,
    page: current,
    limit: size,
    pageCount: Math.ceil(items.length / size),
  };
}
