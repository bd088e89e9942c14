import { placeOrderEndpoint } from '../../../lib/checkout/endpoints.server';

export const { POST, ALL } = placeOrderEndpoint();
