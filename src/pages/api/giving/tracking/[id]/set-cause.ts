// Sets (or with causeId null clears) the tracking's cause: { trackingId, causeId, causeName }. Only its owner may.
import { answer, trackingPut } from '../../../../../lib/http/giving-endpoint.server';
import { setCauseSchema } from '../../../../../lib/giving/requests';
import { setTrackingCause } from '../../../../../lib/giving/trackings.server';

export const { PUT, ALL } = trackingPut(setCauseSchema, async (body, { db, store, trackingId }) =>
  answer(await setTrackingCause(db, store.id, trackingId, body.causeId)),
);
