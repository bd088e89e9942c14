// The tracking's cause: { trackingId, causeId, causeName }, nulls when none is chosen; an unknown id is 404.
import { z } from 'zod/v4';
import { answer, givingGet } from '../../../../../lib/http/giving-endpoint.server';
import { trackedCause } from '../../../../../lib/giving/trackings.server';

export const { GET, ALL } = givingGet(z.object({}), async (_query, { db, store, context }) =>
  answer(await trackedCause(db, store.id, context.params.id)),
);
