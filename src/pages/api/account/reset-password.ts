import { resetPasswordEndpoint } from '../../../lib/account/password-endpoints.server';

export const { POST, ALL } = resetPasswordEndpoint();
