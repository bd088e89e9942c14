import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { attributesBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(attributesBody, (db, c, b) =>
  cart.updateCartAttributes(db, c, b.cartId, b.attributes),
);
