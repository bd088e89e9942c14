// Notes what an integration said about the tracking: { trackingId }. Only its owner may.
import { answer, trackingPut } from '../../../../../lib/http/giving-endpoint.server';
import { integrationInfoSchema } from '../../../../../lib/giving/requests';
import { addIntegrationInfo } from '../../../../../lib/giving/trackings.server';

export const { PUT, ALL } = trackingPut(integrationInfoSchema, async (body, { db, store, trackingId }) =>
  answer(await addIntegrationInfo(db, store.id, trackingId, body.integrationType, body.info)),
);
