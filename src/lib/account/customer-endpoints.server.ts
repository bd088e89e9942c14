// The customer calls of spec 000 §7. `customerId` must be the signed-in customer's own id, and a token is only ever
// made for the signed-in customer.
import { z } from 'zod/v4';
import { errorResponse } from '../http/errors';
import { customerEndpoint } from './customer-endpoint.server';
import { TOKEN_AUDIENCES } from './customer-token';
import { mintCustomerToken } from './customer-token.server';
import { deleteCustomerMetafield, getCustomer, updateCustomer } from './customer.server';

const name = z.string().trim().min(1, 'is required').max(80);
const metafield = z.object({
  id: z.string().min(1).max(64).optional(),
  namespace: z
    .string()
    .regex(/^[a-z_]{1,32}$/, 'must be lower-case letters')
    .optional(),
  key: z
    .string()
    .regex(/^[a-z_]{1,64}$/, 'must be lower-case letters')
    .optional(),
  type: z.literal('single_line_text_field').optional(),
  value: z.string().max(255),
});

export const getCustomerEndpoint = () =>
  customerEndpoint(z.object({}), async (db, user) => ({ customer: await getCustomer(db, user) }));

export const updateCustomerEndpoint = () =>
  customerEndpoint(
    z.object({
      customerId: z.string().min(1).max(64),
      updateInput: z.object({
        firstName: name.optional(),
        lastName: name.optional(),
        phone: z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number')
          .nullable()
          .optional(),
        acceptsMarketing: z.boolean().optional(),
        metafields: z.array(metafield).max(20).optional(),
      }),
    }),
    async (db, user, { customerId, updateInput }) => {
      if (customerId !== user.id) return errorResponse('FORBIDDEN', 'You can only change your own account.');
      return { customerUpdate: await updateCustomer(db, user, updateInput) };
    },
  );

export const deleteMetafieldEndpoint = () =>
  customerEndpoint(z.object({ metafieldId: z.string().min(1).max(64) }), async (db, user, { metafieldId }) =>
    deleteCustomerMetafield(db, user.id, metafieldId),
  );

/**
 * `create-customer-token`: a short-lived token for the signed-in customer, for the service that `key` names. The
 * email must be the customer's own; the names in the token are the account's, whatever the body says.
 */
export const createCustomerTokenEndpoint = () =>
  customerEndpoint(
    z.object({
      email: z.email('must be an email address').max(254),
      first_name: z.string().max(80).optional(),
      last_name: z.string().max(80).optional(),
      key: z.enum(TOKEN_AUDIENCES, `must be one of ${TOKEN_AUDIENCES.join(', ')}`),
    }),
    async (_db, user, { email, key }) => {
      if (email.toLowerCase() !== user.email.toLowerCase())
        return errorResponse('FORBIDDEN', 'A token can only be made for the account you are signed in with.');
      const { token, expiresAt } = await mintCustomerToken(user, key);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
