// Send now as the customer's autoship page asks for it: the delivery ordered at once with the card on file, then
// the autoship as it now stands, and why it could not be sent when it could not.
import { paymentGateway } from '../checkout/gateway.server';
import type { Db } from '../db/connect.server';
import type { ChangeAnswer } from '../subscriptions/autoship';
import { findAutoship } from '../subscriptions/subscriptions.server';
import { sendAutoshipNow } from './engine.server';

export async function sendNow(db: Db, userId: string, subscriptionId: string): Promise<ChangeAnswer> {
  const sent = await sendAutoshipNow(db, paymentGateway(), userId, subscriptionId);
  const after = sent.outcome === 'missing' ? null : await findAutoship(db, userId, subscriptionId);
  return { subscription: after, userErrors: sent.message ? [{ field: 'subscription', message: sent.message }] : [] };
}
