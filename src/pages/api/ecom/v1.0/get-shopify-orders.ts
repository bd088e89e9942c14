import { ordersEndpoint } from '../../../../lib/orders/endpoints.server';

export const { POST, ALL } = ordersEndpoint();
