// Records what the checkout confirmed (total with 2 decimals, and the causes): { trackingId }. Only its owner may.
import { answer, trackingPut } from '../../../../../lib/http/giving-endpoint.server';
import { confirmationSchema } from '../../../../../lib/giving/requests';
import { setConfirmationData } from '../../../../../lib/giving/trackings.server';

export const { PUT, ALL } = trackingPut(confirmationSchema, async (body, { db, store, trackingId }) =>
  answer(await setConfirmationData(db, store.id, trackingId, body.confirmationData)),
);
