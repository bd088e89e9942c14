import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { updateLinesBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(updateLinesBody, (db, c, b) =>
  cart.updateCartLines(db, c, b.cartId, b.lineItems),
);
