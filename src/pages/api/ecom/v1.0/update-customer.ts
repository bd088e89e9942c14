// Changes the signed-in customer's names, phone, marketing choice and metafields (spec 000 §7 update-customer).
// `customerId` must be the customer's own id.
import { z } from 'zod/v4';
import { updateCustomer } from '../../../../lib/account/customer.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';

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

const body = z.object({
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
});

export const { POST, ALL } = customerEndpoint(body, async (db, user, { customerId, updateInput }) => {
  if (customerId !== user.id) return errorResponse('FORBIDDEN', 'You can only change your own account.');
  return { customerUpdate: await updateCustomer(db, user, updateInput) };
});
