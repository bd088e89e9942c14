// GET /api/reviews/list?handle=&sort=&rating=&page= (issue 41; docs/api.md): a product's approved reviews, a page at
// a time, with their summary, and for a signed-in shopper what they may do there.
import type { APIRoute } from 'astro';
import { z } from 'zod/v4';
import { getDb } from '../../../lib/db/instance.server';
import { parseQuery } from '../../../lib/http/body';
import { methodNotAllowed } from '../../../lib/http/endpoint';
import { json } from '../../../lib/http/errors';
import { noReviewsHere } from '../../../lib/http/review-endpoint.server';
import { listReviews } from '../../../lib/reviews/reviews.server';
import { REVIEW_SORTS } from '../../../lib/reviews/rules';
import { isStaffSite } from '../../../lib/site/site';

const querySchema = z.object({
  handle: z.string({ error: 'Send the product as handle' }).min(1).max(200),
  sort: z.enum(REVIEW_SORTS, { error: `sort is one of ${REVIEW_SORTS.join(', ')}` }).default('recent'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const GET: APIRoute = async ({ url, locals }) => {
  if (isStaffSite(locals.site)) return noReviewsHere();
  const parsed = parseQuery(url, querySchema);
  if (!parsed.ok) return parsed.response;
  return json(await listReviews(await getDb(), parsed.value, locals.user?.id ?? null));
};

export const ALL = methodNotAllowed('GET');
