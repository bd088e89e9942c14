// The donation for a cart (spec 001 §3 cart donation request): a donation result.
import { answer, givingPost } from '../../../../lib/http/giving-endpoint.server';
import { cartDonationRequestSchema } from '../../../../lib/giving/cart-request';
import { cartDonation } from '../../../../lib/giving/donations.server';

export const { POST, ALL } = givingPost(cartDonationRequestSchema, async (body, { db, store }) =>
  answer(await cartDonation(db, store, body)),
);
