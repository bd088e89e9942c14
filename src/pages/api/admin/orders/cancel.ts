// Cancels an order that has not shipped: stock back, charge voided or refunded, its autoships ended, a mail sent.
import { orderActionAnswer } from '../../../../lib/backoffice/action-answer.server';
import { cancelOrder } from '../../../../lib/backoffice/order-actions.server';
import { cancelBody } from '../../../../lib/backoffice/requests';
import { paymentGateway } from '../../../../lib/checkout/gateway.server';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(cancelBody, async (db, user, input) =>
  orderActionAnswer(db, await cancelOrder(db, paymentGateway(), user, input)),
);
