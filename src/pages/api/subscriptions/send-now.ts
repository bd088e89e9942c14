import { sendNowEndpoint } from '../../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = sendNowEndpoint();
