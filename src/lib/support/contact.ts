// The Contact Us form (spec 000 §7 send-contact-us): who writes, about what, and the message; each refusal in the
// words the form shows beside its field, and the short reference a shopper can quote.
import { z } from 'zod/v4';
import { CONTACT_TOPICS, type ContactTopic } from './contact-fields';

export { CONTACT_FIELDS, CONTACT_TOPICS, contactFieldMessages } from './contact-fields';
export type { ContactField, ContactTopic } from './contact-fields';

/**
 * An order number as the shop prints it (`#1001`) or without its `#`; kept without it. Letters and dashes are let
 * through for numbers from elsewhere (a clinic's purchase order).
 */
const ORDER_NUMBER = /^#?\s*[A-Za-z0-9][A-Za-z0-9-]{0,31}$/;

export const contactMessage = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Keep your name to 120 characters.'),
  email: z.email('Enter your email address, such as pat@example.com.').max(254, 'That email address is too long.'),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], {
    error: 'Choose what your message is about.',
  }),
  orderNumber: z
    .string()
    .trim()
    .regex(ORDER_NUMBER, 'Enter the order number as it appears on your order, such as #1001.')
    // Zod runs a transform after a failed check too, so this one never assumes the check passed.
    .transform((v) => v.replace(/^#\s*/, ''))
    .nullish()
    .transform((v) => v ?? null),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(5000, 'Keep your message to 5,000 characters.'),
});

export type ContactMessage = z.output<typeof contactMessage>;

// Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONTACT_REFERENCE_LENGTH = 6;

/** `CU-4F7K2Q`: the short reference of a message, from random bytes (one character each; 256 is a multiple of 32). */
export function contactReference(random: Uint8Array): string {
  if (random.length < CONTACT_REFERENCE_LENGTH) throw new Error('contactReference needs 6 random bytes');
  const characters = Array.from(random.subarray(0, CONTACT_REFERENCE_LENGTH), (b) => REFERENCE_ALPHABET[b % 32]);
  return `CU-${characters.join('')}`;
}
