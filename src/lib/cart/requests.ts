// The bodies of the cart calls (API.md "Cart"). Quantities are whole numbers up to 10,000 in size; anything else is a
// malformed request. Business limits (10 in a cart, 5 on one autoship line) are the service's, answered as userErrors.
import { z } from 'zod/v4';

const quantity = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(-10_000, 'must be between -10,000 and 10,000')
  .max(10_000, 'must be at most 10,000');
const attributes = (max: number) =>
  z.array(z.object({ key: z.string().trim().min(1).max(64), value: z.string().max(512) })).max(max);
export const cartId = z.string().min(1).max(128);

const lineInput = z.object({
  merchandiseId: z.string().min(1).max(220),
  quantity,
  attributes: attributes(20).optional(),
  sellingPlanId: z.string().min(1).max(64).nullable().optional(),
});

export const buyerIdentity = z.object({
  email: z.email('must be an email address').max(254).nullable().optional(),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number')
    .nullable()
    .optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .nullable()
    .optional(),
  // Accepted and ignored: the session cookie says who the customer is.
  customerAccessToken: z.unknown().optional(),
});

export const createCartBody = z.object({
  buyerIdentity: buyerIdentity.optional(),
  lineItems: z.array(lineInput).max(25).default([]),
});
export const getCartBody = z.object({ cartId });
export const addLinesBody = z.object({ cartId, lineItems: z.array(lineInput).min(1).max(25) });
export const updateLinesBody = z.object({
  cartId,
  lineItems: z
    .array(z.object({ id: z.string().min(1).max(64), quantity, attributes: attributes(20).optional() }))
    .min(1)
    .max(25),
});
export const removeLinesBody = z.object({ cartId, lineItemIds: z.array(z.string().min(1).max(64)).min(1).max(25) });
export const attributesBody = z.object({ cartId, attributes: attributes(30) });
export const buyerIdentityBody = z.object({ cartId, buyerIdentity });
export const discountCodesBody = z.object({ cartId, codes: z.array(z.string().trim().min(1).max(64)).max(10) });
export const noteBody = z.object({ cartId, note: z.string().max(1000) });
