// `create-customer-token` (spec 000 §7): a short-lived token for the signed-in customer, for the service that `key`
// names. The email must be the customer's own; the names in the token are the account's, whatever the body says.
import { z } from 'zod/v4';
import { TOKEN_AUDIENCES } from '../../../../lib/account/customer-token';
import { mintCustomerToken } from '../../../../lib/account/customer-token.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';

const body = z.object({
  email: z.email('must be an email address').max(254),
  first_name: z.string().max(80).optional(),
  last_name: z.string().max(80).optional(),
  key: z.enum(TOKEN_AUDIENCES, `must be one of ${TOKEN_AUDIENCES.join(', ')}`),
});

export const { POST, ALL } = customerEndpoint(body, async (_db, user, { email, key }) => {
  if (email.toLowerCase() !== user.email.toLowerCase())
    return errorResponse('FORBIDDEN', 'A token can only be made for the account you are signed in with.');
  const { token, expiresAt } = await mintCustomerToken(user, key);
  return { token, expiresAt: expiresAt.toISOString() };
});
