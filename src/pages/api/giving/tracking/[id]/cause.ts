// The tracking's cause: { trackingId, causeId, causeName }, nulls when none is chosen; an unknown id, or a tracking
// the asker does not own, is 404.
import { answer, trackingGet } from '../../../../../lib/http/giving-endpoint.server';
import { trackedCause } from '../../../../../lib/giving/trackings.server';

export const { GET, ALL } = trackingGet(async (_none, { db, store, trackingId }) =>
  answer(await trackedCause(db, store.id, trackingId)),
);
