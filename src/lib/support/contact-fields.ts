// What the Contact Us form in the browser needs of its rules (spec 000 §7 send-contact-us): the topics it offers, its
// fields, and the message the shop gave for each field it refused. No zod here: the form's island stays small, and
// the shop checks the message with the schema in contact.ts.

export const CONTACT_TOPICS = {
  order: 'An order or delivery',
  autoship: 'Autoship',
  product: 'A food or feeding question',
  account: 'My account',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** The fields of a message, as the schema in contact.ts names them. */
export const CONTACT_FIELDS = ['name', 'email', 'topic', 'orderNumber', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The message for each field the shop refused, from the issues of its 400 answer (paths `data.<field>`). */
export function contactFieldMessages(
  issues: readonly { path: readonly (string | number)[]; message: string }[],
): Partial<Record<ContactField, string>> {
  const fields: readonly string[] = CONTACT_FIELDS;
  const messages: Partial<Record<ContactField, string>> = {};
  for (const { path, message } of issues) {
    const field = path[0] === 'data' ? path[1] : undefined;
    if (typeof field === 'string' && fields.includes(field)) messages[field as ContactField] ??= message;
  }
  return messages;
}
