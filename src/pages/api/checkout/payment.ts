import { paymentEndpoint } from '../../../lib/checkout/endpoints.server';

export const { POST, ALL } = paymentEndpoint();
