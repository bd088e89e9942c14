// The back office's order list (issue 38 §2): search, filters and pages. Operators and admins only.
import { listOrders } from '../../../../lib/backoffice/orders.server';
import { orderListBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(orderListBody, async (db, _user, input) => ({
  orders: await listOrders(db, input),
}));
