// Starts a tracking for the store (spec 001 §7 POST tracking): { trackingId }.
import { givingPost } from '../../../lib/http/giving-endpoint.server';
import { errorResponse } from '../../../lib/http/errors';
import { startTrackingSchema } from '../../../lib/giving/requests';
import { startTracking } from '../../../lib/giving/trackings.server';

export const { POST, ALL } = givingPost(startTrackingSchema, async (body, { db, store }) => {
  if (body.storeId !== undefined && body.storeId !== store.id)
    return errorResponse('BAD_REQUEST', 'storeId: must be the store the x-store-id header names');
  const tracking = await startTracking(db, store.id, body.isTestMode || body.isForceTestMode);
  return { trackingId: tracking.trackingId };
});
