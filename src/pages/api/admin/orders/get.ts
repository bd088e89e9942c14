// One order with everything the back office shows of it (issue 38 §2).
import { orderDetail } from '../../../../lib/backoffice/orders.server';
import { orderIdBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';

export const { POST, ALL } = operatorEndpoint(orderIdBody, async (db, _user, input) => {
  const detail = await orderDetail(db, input.orderId);
  return detail ? { order: detail } : errorResponse('NOT_FOUND', 'There is no order with that id.');
});
