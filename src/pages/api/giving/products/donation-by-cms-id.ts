// The donation for one product at a price (spec 001 §3 product donation request): a donation result.
import { answer, givingGet } from '../../../../lib/http/giving-endpoint.server';
import { productDonationQuerySchema } from '../../../../lib/giving/cart-request';
import { productDonation } from '../../../../lib/giving/donations.server';

export const { GET, ALL } = givingGet(productDonationQuerySchema, async (query, { db, store }) =>
  answer(await productDonation(db, store, query)),
);
