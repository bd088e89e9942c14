import { changeQuantityEndpoint } from '../../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = changeQuantityEndpoint();
