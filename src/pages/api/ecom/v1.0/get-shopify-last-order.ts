import { lastOrderEndpoint } from '../../../../lib/orders/endpoints.server';

export const { POST, ALL } = lastOrderEndpoint();
