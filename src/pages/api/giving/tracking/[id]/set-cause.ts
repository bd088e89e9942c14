// Sets (or with causeId null clears) the tracking's cause: { trackingId, causeId, causeName }.
import { answer, givingPut } from '../../../../../lib/http/giving-endpoint.server';
import { setCauseSchema } from '../../../../../lib/giving/requests';
import { setTrackingCause } from '../../../../../lib/giving/trackings.server';

export const { PUT, ALL } = givingPut(setCauseSchema, async (body, { db, store, context }) =>
  answer(await setTrackingCause(db, store.id, context.params.id, body.causeId)),
);
