// Removes one of the customer's cards; its autoships move to the card that takes over, or the removal is refused.
import { removeCard } from '../../../../lib/checkout/wallet.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { walletAnswer, walletCardInput } from '../../../../lib/http/wallet-answer';

export const { POST, ALL } = customerEndpoint(walletCardInput, async (db, user, { id }) =>
  walletAnswer(await removeCard(db, user.id, id, new Date())),
);
