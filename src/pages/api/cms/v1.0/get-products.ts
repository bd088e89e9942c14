// A page of the catalogue, filtered, searched and sorted (API.md "Products"): { products, total, page, limit }, and
// `corrected`, the search as read when a mistyped word was taken for the catalogue's nearest (issue 40 §2), else null.
import { shelfFor } from '../../../../lib/account/rules';
import { listProducts } from '../../../../lib/catalog/listing.server';
import { listingBodySchema } from '../../../../lib/catalog/listing-request';
import { toApiProduct } from '../../../../lib/catalog/rows';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(listingBodySchema, async (body, { locals }) => {
  const listing = await listProducts(await getDb(), shelfFor(locals.site, locals.user), {
    selection: body.filters,
    sort: body.sort ?? null,
    page: body.page,
    limit: body.limit,
    search: body.search,
    asTyped: body.asTyped,
  });
  return {
    products: listing.items.map(toApiProduct),
    total: listing.total,
    page: listing.page,
    limit: listing.limit,
    corrected: listing.corrected,
  };
});
