import * as cart from '../../../../lib/cart/cart.server';
import { cartEndpoint } from '../../../../lib/http/cart-endpoint.server';
import { noteBody } from '../../../../lib/cart/requests';

export const { POST, ALL } = cartEndpoint(noteBody, (db, c, b) => cart.updateCartNote(db, c, b.cartId, b.note));
