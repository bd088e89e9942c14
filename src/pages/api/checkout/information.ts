import { informationEndpoint } from '../../../lib/checkout/endpoints.server';

export const { POST, ALL } = informationEndpoint();
