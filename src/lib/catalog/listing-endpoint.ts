// get-products and get-filtered-products answer the same way: { products, total, page, limit } (API.md).
import { getDb } from '../db/instance.server';
import { postEndpoint } from '../http/endpoint';
import { listProducts } from './listing.server';
import { listingBodySchema } from './listing-request';
import { toApiProduct } from './reshape';

export const listingEndpoint = () =>
  postEndpoint(listingBodySchema, async (body, { locals }) => {
    const listing = await listProducts(await getDb(), locals.site, {
      selection: body.filters,
      sort: body.sort ?? null,
      page: body.page,
      limit: body.limit,
      search: body.search,
    });
    return {
      products: listing.items.map(toApiProduct),
      total: listing.total,
      page: listing.page,
      limit: listing.limit,
    };
  });
