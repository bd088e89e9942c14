// The signed-in customer's cards on file (My Account, Payment Methods).
import { z } from 'zod/v4';
import { walletFor } from '../../../../lib/checkout/wallet.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({}), async (db, user) => ({
  cards: await walletFor(db, user.id, new Date()),
}));
