import { getSubscriptionsEndpoint } from '../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = getSubscriptionsEndpoint();
