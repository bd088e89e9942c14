import { reactivateEndpoint } from '../../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = reactivateEndpoint();
