import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { createCartBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(createCartBody, (db, c, b) =>
  cart.createCart(db, c, b.buyerIdentity ?? {}, b.lineItems),
);
