import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { buyerIdentityBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(buyerIdentityBody, (db, c, b) =>
  cart.updateCartBuyerIdentity(db, c, b.cartId, b.buyerIdentity),
);
