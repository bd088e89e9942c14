// What the sign-in and registration forms send, checked the same way by both.
import { z } from 'zod/v4';

export const emailField = z
  .email('must be an email address')
  .max(254)
  .transform((e) => e.toLowerCase());

/** Where the shopper goes after signing in (spec 000 §2 After login). */
export const returnToFields = {
  previous: z.string().max(2048).nullish(),
  redirect: z.string().max(4096).nullish(),
  ftcAcknowledged: z.boolean().optional(),
};
