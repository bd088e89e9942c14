// What GET /api/search/suggest answers (issue 40 §5), shared by the server that makes it and the header's script that
// shows it.
import type { Money } from '../../site/money';
import type { ProductRating } from '../types';
import type { CategorySuggestion } from './categories';

export type SuggestedProduct = {
  title: string;
  url: string;
  /** The store's picture of the size (`/cms/{id}`), which the list shows through the image path at its own size. */
  image: { url: string; alt: string } | null;
  /** The price of the size the link opens on; null on the staff site, which shows no prices (spec 000 §1). */
  price: Money | null;
  /** Its approved reviews' average and count (issue 41 §4); null without reviews, and on the staff site. */
  rating: ProductRating | null;
};

export type Suggestions = {
  query: string;
  /** The words searched for, as corrected and widened by synonyms: what the suggestions mark. */
  words: string[];
  products: SuggestedProduct[];
  categories: CategorySuggestion[];
};

/** The fewest letters or digits a query needs before anything is suggested. */
export const MIN_SUGGEST_LENGTH = 2;

/** Whether a query holds enough to suggest from: at least two letters or digits. */
export const suggestsFrom = (query: string): boolean =>
  (query.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_SUGGEST_LENGTH;
