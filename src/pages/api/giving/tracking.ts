// Starts a tracking for the store (spec 001 §7 POST tracking): { trackingId }. The tracking belongs to the browser
// that asks (its owner cookie, set here when it has none) and to the signed-in customer; starts are counted per client.
import { givingPost, refuseTrackingStart, trackingOwner } from '../../../lib/http/giving-endpoint.server';
import { errorResponse } from '../../../lib/http/errors';
import { startTrackingSchema } from '../../../lib/giving/requests';
import { startTracking } from '../../../lib/giving/trackings.server';

export const { POST, ALL } = givingPost(startTrackingSchema, async (body, call) => {
  const { db, store, context } = call;
  if (body.storeId !== undefined && body.storeId !== store.id)
    return errorResponse('BAD_REQUEST', 'storeId: must be the store the x-store-id header names');
  const refused = await refuseTrackingStart(call);
  if (refused) return refused;
  const testMode = body.isTestMode || body.isForceTestMode;
  const tracking = await startTracking(db, store.id, testMode, new Date(), trackingOwner(context));
  return { trackingId: tracking.trackingId };
});
