import { signOutEndpoint } from '../../../lib/account/session-endpoints.server';

export const { POST, ALL } = signOutEndpoint();
