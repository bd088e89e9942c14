import { orderEndpoint } from '../../../../lib/orders/endpoints.server';

export const { POST, ALL } = orderEndpoint();
