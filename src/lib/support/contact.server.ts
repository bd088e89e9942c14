// Keeps a Contact Us message for the care team and mails the shopper an acknowledgement through the outbox.
import { randomUUID } from 'node:crypto';
import { queueMail } from '../mail/outbox.server';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import { CONTACT_TOPICS, type ContactMessage } from './contact';

export async function saveContactMessage(
  db: Db,
  site: SiteId,
  userId: string | null,
  message: ContactMessage,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
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
