// Notes what an integration said about the tracking: { trackingId }.
import { answer, givingPut } from '../../../../../lib/http/giving-endpoint.server';
import { integrationInfoSchema } from '../../../../../lib/giving/requests';
import { addIntegrationInfo } from '../../../../../lib/giving/trackings.server';

export const { PUT, ALL } = givingPut(integrationInfoSchema, async (body, { db, store, context }) =>
  answer(await addIntegrationInfo(db, store.id, context.params.id, body.integrationType, body.info)),
);
