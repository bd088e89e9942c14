// One customer: their orders, autoships, addresses and giving, and whether sign-in is locked. Never a password or
// a card number.
import { customerDetail } from '../../../../lib/backoffice/customers.server';
import { customerIdBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';

export const { POST, ALL } = operatorEndpoint(customerIdBody, async (db, _user, input) => {
  const customer = await customerDetail(db, input.customerId);
  return customer ? { customer } : errorResponse('NOT_FOUND', 'There is no customer with that id.');
});
