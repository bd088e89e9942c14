import { deliveryEndpoint } from '../../../lib/checkout/endpoints.server';

export const { POST, ALL } = deliveryEndpoint();
