import { cancelEndpoint } from '../../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = cancelEndpoint();
