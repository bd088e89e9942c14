import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { removeLinesBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(removeLinesBody, (db, c, b) =>
  cart.removeCartLines(db, c, b.cartId, b.lineItemIds),
);
