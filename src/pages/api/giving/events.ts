// The widget's analytics events (schema 0.1.15), one or a list: 202 { accepted }. A beacon, which cannot send the
// x-store-id header, names the store in the `storeId` query. Counted per client; the store keeps each client's share.
import { eventClientKey, givingPost, refuseEvents } from '../../../lib/http/giving-endpoint.server';
import { errorResponse, json } from '../../../lib/http/errors';
import { givingEventsSchema } from '../../../lib/giving/events';
import { recordEvents } from '../../../lib/giving/events.server';

export const { POST, ALL } = givingPost(
  givingEventsSchema,
  async (events, { db, store, context }) => {
    const other = events.findIndex((event) => event.storeId !== store.id);
    if (other >= 0) return errorResponse('BAD_REQUEST', `${other}.storeId: must be the store the call names`);
    const refused = await refuseEvents(context, events.length);
    if (refused) return refused;
    return json({ accepted: await recordEvents(db, events, eventClientKey(context)) }, 202);
  },
  { queryStoreId: true },
);
