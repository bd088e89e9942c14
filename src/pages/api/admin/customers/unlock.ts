// Lifts a sign-in lock: the email's wrong passwords are forgotten, so the customer may try again at once.
import { customerDetail, unlockCustomer } from '../../../../lib/backoffice/customers.server';
import { customerIdBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint, refusedAnswer } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(customerIdBody, async (db, user, input) => {
  const outcome = await unlockCustomer(db, user, input.customerId);
  return outcome.ok ? { customer: await customerDetail(db, input.customerId) } : refusedAnswer(outcome);
});
