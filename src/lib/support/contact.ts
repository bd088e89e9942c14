// The Contact Us form (spec 000 §7 send-contact-us): who writes, about what, and the message.
import { z } from 'zod/v4';

export const CONTACT_TOPICS = {
  order: 'An order or delivery',
  autoship: 'Autoship',
  product: 'A food or feeding question',
  account: 'My account',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const contactMessage = z.object({
  name: z.string().trim().min(1, 'is required').max(120),
  email: z.email('must be an email address').max(254),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]]),
  orderNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, 'must be letters, digits and dashes')
    .nullish()
    .transform((v) => v ?? null),
  message: z.string().trim().min(10, 'must be at least 10 characters').max(5000),
});

export type ContactMessage = z.output<typeof contactMessage>;
