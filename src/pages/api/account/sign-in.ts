import { signInEndpoint } from '../../../lib/account/session-endpoints.server';

export const { POST, ALL } = signInEndpoint();
