// The widget's analytics events (spec 001 §7 POST /events), kept in the database: the newest MAX_STORED_EVENTS of
// them, so a chatty or hostile client cannot grow the table without end.
import type { Db } from '../db/connect.server';
import type { ParsedGivingEvent } from './events';

export const MAX_STORED_EVENTS = 10_000;

/** Stores the events and trims the oldest beyond the cap; answers how many were accepted. */
export async function recordEvents(db: Db, events: ParsedGivingEvent[], now = new Date()): Promise<number> {
  if (events.length === 0) return 0;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('giving_events')
      .values(
        events.map((event) => ({
          store_id: event.storeId,
          tracking_id: event.trackingId,
          type: event.type,
          event: JSON.stringify(event),
          created_at: at,
        })),
      )
      .execute();
    const newest = await trx
      .selectFrom('giving_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const cut = Number(newest?.id ?? 0) - MAX_STORED_EVENTS;
    if (cut > 0) await trx.deleteFrom('giving_events').where('id', '<=', cut).execute();
  });
  return events.length;
}
