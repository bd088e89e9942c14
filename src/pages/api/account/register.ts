import { registerEndpoint } from '../../../lib/account/session-endpoints.server';

export const { POST, ALL } = registerEndpoint();
