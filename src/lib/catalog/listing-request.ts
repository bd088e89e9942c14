// The body of the listing endpoints (get-products, get-filtered-products): filters by facet field, paging, sort, search.
import { z } from 'zod/v4';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORTS } from './listing';

/** The longest search a shopper may send. */
export const MAX_SEARCH_LENGTH = 200;

export const listingBodySchema = z.object({
  filters: z
    .record(
      z.string().regex(/^[a-z_]{1,40}$/, 'must be a facet field such as "food_form"'),
      z.array(z.string().max(60)).max(50),
    )
    .default({}),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: z.number().int().min(1).max(10_000).default(1),
  sort: z.enum(SORTS).optional(),
  search: z.string().max(MAX_SEARCH_LENGTH).optional(),
  /** Search the words as typed, none read as the catalogue's nearest word (issue 40 §2). */
  asTyped: z.boolean().optional(),
});
