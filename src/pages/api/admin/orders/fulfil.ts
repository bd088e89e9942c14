// Ships some or all of an order's lines with a carrier and tracking number; the shopper gets the tracking link.
import { orderActionAnswer } from '../../../../lib/backoffice/action-answer.server';
import { fulfilOrder } from '../../../../lib/backoffice/order-actions.server';
import { fulfilBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(fulfilBody, async (db, user, input) =>
  orderActionAnswer(db, await fulfilOrder(db, user, input)),
);
