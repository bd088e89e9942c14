import { changeFrequencyEndpoint } from '../../../lib/subscriptions/endpoints.server';

export const { POST, ALL } = changeFrequencyEndpoint();
