// Sends the order's confirmation mail again, to the address it was placed with.
import { orderActionAnswer } from '../../../../lib/backoffice/action-answer.server';
import { resendConfirmation } from '../../../../lib/backoffice/order-actions.server';
import { orderIdBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(orderIdBody, async (db, user, input) =>
  orderActionAnswer(db, await resendConfirmation(db, user, input)),
);
