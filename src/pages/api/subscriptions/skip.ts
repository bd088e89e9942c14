import { skipEndpoint } from '../../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = skipEndpoint();
