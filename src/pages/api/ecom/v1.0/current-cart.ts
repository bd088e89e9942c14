// The cart of the browser's cart cookie, for a page rendered without it (a page kept for every guest): docs/api.md.
import { currentCart } from '../../../../lib/http/cart-endpoint.server';
import { getEndpoint } from '../../../../lib/http/endpoint';

export const { GET, ALL } = getEndpoint(currentCart);
