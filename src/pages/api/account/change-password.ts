import { changePasswordEndpoint } from '../../../lib/account/password-endpoints.server';

export const { POST, ALL } = changePasswordEndpoint();
