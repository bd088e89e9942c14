// The answer to a back-office order action: the order as it now stands, and whether this request repeated one
// already done (a retry or a double click); or the refusal in the envelope.
import { orderDetail } from './orders.server';
import type { ActionOutcome } from './order-actions.server';
import type { Db } from '../db/connect.server';
import { refusedAnswer } from '../http/back-office-endpoint.server';

export async function orderActionAnswer(db: Db, outcome: ActionOutcome): Promise<Response | Record<string, unknown>> {
  if (!outcome.ok) return refusedAnswer(outcome);
  return { order: await orderDetail(db, outcome.orderId), repeated: outcome.repeated };
}
