import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { getCartBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(getCartBody, (db, c, b) => cart.getCart(db, c, b.cartId));
