import { forgotPasswordEndpoint } from '../../../lib/account/password-endpoints.server';

export const { POST, ALL } = forgotPasswordEndpoint();
