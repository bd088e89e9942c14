// Sends the link that confirms a new account's email again; refused for an account already confirmed.
import { customerDetail, resendCustomerConfirmation } from '../../../../lib/backoffice/customers.server';
import { customerIdBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint, refusedAnswer } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(customerIdBody, async (db, user, input) => {
  const outcome = await resendCustomerConfirmation(db, user, input.customerId);
  return outcome.ok ? { customer: await customerDetail(db, input.customerId) } : refusedAnswer(outcome);
});
