// POST /api/search/events { query, kind } (docs/api.md): a search the shopper made, or a result they chose, counted
// for the editors' report (issue 40 §6). What a search found is worked out here, not taken from the page.
import { z } from 'zod/v4';
import { shelfFor } from '../../../lib/account/rules';
import { MAX_SEARCH_LENGTH } from '../../../lib/catalog/listing-request';
import { listProducts } from '../../../lib/catalog/listing.server';
import { countSearch } from '../../../lib/catalog/search/search-stats.server';
import { getDb } from '../../../lib/db/instance.server';
import { postEndpoint } from '../../../lib/http/endpoint';

const body = z.object({
  query: z.string().max(MAX_SEARCH_LENGTH),
  /** `results`: the results page was shown; `chosen`: a result on it was followed; `suggestion`: a suggestion was. */
  kind: z.enum(['results', 'chosen', 'suggestion']),
});

export const { POST, ALL } = postEndpoint(body, async ({ query, kind }, { locals }) => {
  const db = await getDb();
  const searched = kind !== 'chosen';
  // The listing's own cache answers for the page just shown.
  const results = searched
    ? (
        await listProducts(db, shelfFor(locals.site, locals.user), {
          selection: {},
          sort: null,
          page: 1,
          limit: 1,
          search: query,
        })
      ).total
    : null;
  const counted = await countSearch(db, { site: locals.site, query, searched, chosen: kind !== 'results', results });
  return { counted };
});
