// Makes one of the customer's cards their default: checkout offers it first and the running autoships use it.
import { makeDefaultCard } from '../../../../lib/checkout/wallet.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { walletAnswer, walletCardInput } from '../../../../lib/http/wallet-answer';

export const { POST, ALL } = customerEndpoint(walletCardInput, async (db, user, { id }) =>
  walletAnswer(await makeDefaultCard(db, user.id, id, new Date())),
);
