import { cryptoEndpoint } from '../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = cryptoEndpoint();
