// The cart donation request (spec 001 §3) and the product one, as the giving calls accept them: a list of at most 100
// lines of { id, price, quantity, discount }, money as non-negative dollars, whole quantities from 1 to 999. Pure:
// the route uses the schemas, the widget and the checkout may check a request before sending it.
import { z } from 'zod/v4';
import { isCharityId } from './ids';
import type { CartDonationRequest } from './types';

export const MAX_DONATION_LINES = 100;
export const MAX_QUANTITY = 999;
/** No price or discount of this shop comes near a million dollars; a larger number is a mistake. */
export const MAX_DOLLARS = 1_000_000;

/** A cause id: a charity's tax id (digits, slashes, dashes) or a portfolio's 32 hex digits. */
export const causeIdSchema = z
  .string()
  .refine((id) => isCharityId(id) || /^[0-9a-f]{32}$/i.test(id), 'must be a charity tax id or a 32-digit portfolio id');

/** A product's or a variant's id: letters, digits and `-_:/.`, up to 220 characters (an adminGraphqlId fits). */
export const cmsIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][\w:/.-]{0,219}$/, 'must be a product or variant id such as "40010007"');

export const dollarsSchema = z
  .number('must be a number of dollars')
  .min(0, 'must not be negative')
  .max(MAX_DOLLARS, `must be at most ${MAX_DOLLARS}`);

const segmentIdSchema = z.string().min(1).max(64);

export const cartDonationLineSchema = z.object({
  id: cmsIdSchema,
  price: dollarsSchema,
  quantity: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, `must be from 1 to ${MAX_QUANTITY}`)
    .max(MAX_QUANTITY, `must be from 1 to ${MAX_QUANTITY}`),
  discount: dollarsSchema.default(0),
});

export const cartDonationRequestSchema = z.object({
  cmsIds: z
    .array(cartDonationLineSchema, 'must be a list of lines')
    .max(MAX_DONATION_LINES, `at most ${MAX_DONATION_LINES} lines`),
  cartDiscount: dollarsSchema.default(0),
  providedCauseId: causeIdSchema.nullish().transform((v) => v ?? null),
  ignoreDirectDonations: z.boolean().default(false),
  customerSegmentId: segmentIdSchema.nullish().transform((v) => v ?? null),
});

/** A decimal number written in a query string: digits with at most one point, no sign, no exponent. */
const queryDollars = z
  .string()
  .regex(/^\d{1,7}(\.\d+)?$/, 'must be a number of dollars such as 12.99')
  .transform(Number)
  .pipe(dollarsSchema);

/** The product donation request as `donation-by-cms-id` reads it from its query (realPrice optional: the catalogue's). */
export const productDonationQuerySchema = z.object({
  cmsId: cmsIdSchema,
  realPrice: queryDollars.optional(),
  providedCauseId: z
    .union([z.literal(''), causeIdSchema])
    .optional()
    .transform((v) => v || null),
  customerSegmentId: z
    .union([z.literal(''), segmentIdSchema])
    .optional()
    .transform((v) => v || null),
});

export type ProductDonationQuery = z.output<typeof productDonationQuerySchema>;

export type ParsedRequest<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; issues: { path: (string | number)[]; message: string }[] };

/** A cart donation request checked: the value, or what is wrong with it first and every issue. */
export function parseCartDonationRequest(raw: unknown): ParsedRequest<CartDonationRequest> {
  const result = cartDonationRequestSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
  }));
  const first = issues[0]!;
  return { ok: false, message: `${first.path.length > 0 ? `${first.path.join('.')}: ` : ''}${first.message}`, issues };
}
