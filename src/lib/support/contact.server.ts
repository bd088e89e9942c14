// Keeps a Contact Us message for the care team and mails the shopper an acknowledgement through the outbox. The
// message's id is its short reference (contact.ts contactReference), the one the shopper is shown and mailed.
import { randomBytes } from 'node:crypto';
import { queueMail } from '../mail/outbox.server';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import { CONTACT_REFERENCE_LENGTH, CONTACT_TOPICS, contactReference, type ContactMessage } from './contact';

/** A reference no message has yet: 32^6 (about a billion) of them, so a second draw is already rare. */
async function freshReference(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = contactReference(randomBytes(CONTACT_REFERENCE_LENGTH));
    const taken = await db.selectFrom('contact_messages').select('id').where('id', '=', reference).executeTakeFirst();
    if (!taken) return reference;
  }
  throw new Error('no free Contact Us reference after 5 draws');
}

export async function saveContactMessage(
  db: Db,
  site: SiteId,
  userId: string | null,
  message: ContactMessage,
  now = new Date(),
): Promise<string> {
  const id = await freshReference(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        site,
        user_id: userId,
        name: message.name,
        email: message.email,
        topic: message.topic,
        order_number: message.orderNumber,
        message: message.message,
        created_at: now.toISOString(),
      })
      .execute();
    await queueMail(
      trx,
      {
        to: message.email,
        subject: 'We have your message',
        body: `Hello ${message.name},\n\nthank you for writing to us about "${CONTACT_TOPICS[message.topic]}". A pet nutrition advisor will answer within two working days.\n\nYour reference: ${id}`,
      },
      now,
    );
  });
  return id;
}
