// The back office's customers (issue 38 §4): search by email or name, in pages.
import { listCustomers } from '../../../../lib/backoffice/customers.server';
import { customerListBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(customerListBody, async (db, _user, input) => ({
  customers: await listCustomers(db, input),
}));
