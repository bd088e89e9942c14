// Refunds lines and quantities, or an amount, through the gateway; never more than is left of what was paid.
import { orderActionAnswer } from '../../../../lib/backoffice/action-answer.server';
import { refundOrder } from '../../../../lib/backoffice/order-actions.server';
import { refundBody } from '../../../../lib/backoffice/requests';
import { paymentGateway } from '../../../../lib/checkout/gateway.server';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';
import { cents } from '../../../../lib/site/money';

export const { POST, ALL } = operatorEndpoint(refundBody, async (db, user, input) =>
  orderActionAnswer(
    db,
    await refundOrder(db, paymentGateway(), user, {
      orderId: input.orderId,
      lines: input.lines,
      amountCents: input.amount === undefined ? undefined : cents(input.amount),
      reason: input.reason,
      requestKey: input.requestKey,
    }),
  ),
);
