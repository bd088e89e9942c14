import { multipassEndpoint } from '../../lib/checkout/endpoints.server';

export const { POST, ALL } = multipassEndpoint();
