// The customer calls of spec 000 §7. `customerId` must be the signed-in customer's own id.
import { z } from 'zod/v4';
import { errorResponse } from '../http/errors';
import { customerEndpoint } from './customer-endpoint.server';
import { deleteCustomerMetafield, getCustomer, updateCustomer } from './customer.server';

const name = z.string().trim().min(1, 'is required').max(80);
const metafield = z.object({
  id: z.string().min(1).max(64).optional(),
  namespace: z.string().regex(/^[a-z_]{1,32}$/, 'must be lower-case letters').optional(),
  key: z.string().regex(/^[a-z_]{1,64}$/, 'must be lower-case letters').optional(),
  type: z.literal('single_line_text_field').optional(),
  value: z.string().max(255),
});

export const getCustomerEndpoint = () => customerEndpoint(z.object({}), async (db, user) => ({ customer: await getCustomer(db, user) }));

export const updateCustomerEndpoint = () =>
  customerEndpoint(
    z.object({
      customerId: z.string().min(1).max(64),
      updateInput: z.object({
        firstName: name.optional(),
        lastName: name.optional(),
        phone: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number').nullable().optional(),
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
  customerEndpoint(z.object({ metafieldId: z.string().min(1).max(64) }), async (db, user, { metafieldId }) => deleteCustomerMetafield(db, user.id, metafieldId));
