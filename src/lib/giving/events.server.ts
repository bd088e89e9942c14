// The widget's analytics events (spec 001 §7 POST /events), kept in the database and capped: each client keeps at most
// its share, and when the store is full the clients holding the most lose their oldest first (event-store.ts), so a
// chatty or hostile client cannot grow the table without end, nor push out everyone else's events.
import type { Db } from '../db/connect.server';
import { eventsToEvict } from './event-store';
import type { ParsedGivingEvent } from './events';
import { MAX_EVENTS_PER_CLIENT, MAX_STORED_EVENTS } from './limits';

type Limits = { cap: number; perClient: number };
const LIMITS: Limits = { cap: MAX_STORED_EVENTS, perClient: MAX_EVENTS_PER_CLIENT };

/**
 * Stores the events of one client (`clientKey`: an opaque key of who posted them) and evicts what the caps say;
 * answers how many were accepted.
 */
export async function recordEvents(
  db: Db,
  events: ParsedGivingEvent[],
  clientKey: string,
  now = new Date(),
  limits: Limits = LIMITS,
): Promise<number> {
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
          client_key: clientKey,
        })),
      )
      .execute();
    const count = (row: { n: number | string | bigint | null } | undefined) => Number(row?.n ?? 0);
    // The client's events and the store's, in one pass over the table.
    const held = await trx
      .selectFrom('giving_events')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('client_key', '=', clientKey).then(1).else(0).end()).as('own'),
      ])
      .executeTakeFirst();
    const own = Number(held?.own ?? 0);
    const total = count(held);
    // Only the posting client can have gone over its share; the whole store is read only when it is over its cap.
    let counts = new Map([[clientKey, own]]);
    if (total - Math.max(own - limits.perClient, 0) > limits.cap) {
      const rows = await trx
        .selectFrom('giving_events')
        .select(['client_key', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('client_key')
        .execute();
      counts = new Map(rows.map((row) => [row.client_key, count(row)]));
    }
    for (const [client, n] of eventsToEvict(counts, limits)) {
      await trx
        .deleteFrom('giving_events')
        .where('client_key', '=', client)
        .where('id', 'in', (eb) =>
          eb.selectFrom('giving_events').select('id').where('client_key', '=', client).orderBy('id').limit(n),
        )
        .execute();
    }
  });
  return events.length;
}
