import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { addLinesBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(addLinesBody, (db, c, b) => cart.addCartLines(db, c, b.cartId, b.lineItems));
