// GET /api/search/suggest?q=…: what the header's search field suggests as the shopper types (issue 40 §5). A guest's
// answer is the same for every guest, so browsers and caches may keep it for a minute.
import { z } from 'zod/v4';
import { shelfFor } from '../../../lib/account/rules';
import { MAX_SEARCH_LENGTH } from '../../../lib/catalog/listing-request';
import { suggestSearch } from '../../../lib/catalog/search/suggest.server';
import { getDb } from '../../../lib/db/instance.server';
import { parseQuery } from '../../../lib/http/body';
import { methodNotAllowed } from '../../../lib/http/endpoint';
import { json } from '../../../lib/http/errors';
import type { APIRoute } from 'astro';

const querySchema = z.object({
  q: z.string({ error: 'Send the words typed so far as q' }).max(MAX_SEARCH_LENGTH),
});

export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = parseQuery(url, querySchema);
  if (!parsed.ok) return parsed.response;
  const answer = await suggestSearch(await getDb(), shelfFor(locals.site, locals.user), parsed.value.q);
  const response = json(answer);
  // Signed in, the shelf may hold more (Prescription Diet): the middleware marks the answer private.
  if (!locals.user) {
    response.headers.set('cache-control', 'public, max-age=60');
    response.headers.set('vary', 'Cookie');
  }
  return response;
};

export const ALL = methodNotAllowed('GET');
