import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { discountCodesBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(discountCodesBody, (db, c, b) =>
  cart.updateCartDiscountCodes(db, c, b.cartId, b.codes),
);
