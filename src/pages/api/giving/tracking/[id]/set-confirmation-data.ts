// Records what the checkout confirmed (total with 2 decimals, and the causes): { trackingId }.
import { answer, givingPut } from '../../../../../lib/http/giving-endpoint.server';
import { confirmationSchema } from '../../../../../lib/giving/requests';
import { setConfirmationData } from '../../../../../lib/giving/trackings.server';

export const { PUT, ALL } = givingPut(confirmationSchema, async (body, { db, store, context }) =>
  answer(await setConfirmationData(db, store.id, context.params.id, body.confirmationData)),
);
