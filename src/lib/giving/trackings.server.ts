// Trackings (spec 001 §4 "Tracking"): a shopper's giving session with one store, the cause they chose, what the
// integrations noted and what the checkout confirmed. A tracking belongs to the browser that started it (a hash of
// the owner secret its cookie holds) and to the customer signed in then; the API lets only them read or change it.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { jsonColumn } from '../db/json-column';
import { causeNames, storedCauseId } from './causes.server';
import { jsonBytes, MAX_INTEGRATION_INFO_BYTES } from './limits';
import { badField, done, notFound, type Outcome } from './outcome';
import { anyJsonObject, isTrackingId, MAX_INTEGRATIONS } from './requests';
import { trackingFromRow } from './rows';
import type { Tracking } from './types';

export const NO_TRACKING = notFound('There is no tracking with this id');

/** Who asks about a tracking: the owner secret of their browser's cookie, and the signed-in customer, when any. */
export type TrackingAsker = { secret: string | null; customerId: string | null };

/** What is kept of an owner secret: its sha256, so the table alone lets nobody act as the browser. */
export const ownerHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

function sameHash(kept: string | null, secret: string | null): boolean {
  if (kept === null || secret === null) return false;
  const a = Buffer.from(kept, 'hex');
  const b = Buffer.from(ownerHash(secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startTracking(
  db: Db,
  storeId: string,
  testMode: boolean,
  now = new Date(),
  owner: TrackingAsker = { secret: null, customerId: null },
): Promise<Tracking> {
  const row = {
    id: randomUUID(),
    store_id: storeId,
    cause_id: null,
    cause_name: null,
    is_test_mode: testMode ? 1 : 0,
    integration_info: '{}',
    confirmation_data: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    owner_hash: owner.secret === null ? null : ownerHash(owner.secret),
    customer_id: owner.customerId,
  };
  await db.insertInto('giving_trackings').values(row).execute();
  return trackingFromRow(row);
}

/**
 * The store's tracking with this id when the asker owns it: their browser started it, or their customer account was
 * signed in when it was started or changed. Else null, as for an id that names nothing, so ids cannot be probed. A
 * customer who changes a tracking from the browser that started it becomes its customer, for their other devices.
 */
export async function ownedTracking(db: Db, storeId: string, id: string | undefined, asker: TrackingAsker) {
  const row = await findTracking(db, storeId, id);
  if (!row) return null;
  const byBrowser = sameHash(row.owner_hash, asker.secret);
  const byCustomer = asker.customerId !== null && row.customer_id === asker.customerId;
  if (!byBrowser && !byCustomer) return null;
  if (byBrowser && asker.customerId !== null && row.customer_id === null) {
    await db
      .updateTable('giving_trackings')
      .set({ customer_id: asker.customerId })
      .where('id', '=', row.id)
      .where('customer_id', 'is', null)
      .execute();
  }
  return row;
}

/** The store's tracking with this id, or null (an id of another store's tracking is no tracking of this one). */
export async function findTracking(db: Db, storeId: string, id: string | undefined) {
  if (!isTrackingId(id)) return null;
  return (
    (await db
      .selectFrom('giving_trackings')
      .selectAll()
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .executeTakeFirst()) ?? null
  );
}

/** Changes the tracking with these columns; answers its id, or that there is no such tracking. */
async function updateTracking(
  db: Db,
  storeId: string,
  id: string | undefined,
  set: { cause_id?: string | null; cause_name?: string | null; integration_info?: string; confirmation_data?: string },
  now: Date,
): Promise<Outcome<{ trackingId: string }>> {
  if (!isTrackingId(id)) return NO_TRACKING;
  const result = await db
    .updateTable('giving_trackings')
    .set({ ...set, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? done({ trackingId: id }) : NO_TRACKING;
}

export async function trackedCause(db: Db, storeId: string, id: string | undefined): Promise<Outcome<Tracking>> {
  const row = await findTracking(db, storeId, id);
  return row ? done(trackingFromRow(row)) : NO_TRACKING;
}

/** Sets the tracking's cause (its name as the cause is called), or clears it with null. */
export async function setTrackingCause(
  db: Db,
  storeId: string,
  id: string | undefined,
  causeId: string | null,
  now = new Date(),
): Promise<Outcome<Tracking>> {
  const row = await findTracking(db, storeId, id);
  if (!row) return NO_TRACKING;
  let name: string | null = null;
  const stored = causeId === null ? null : storedCauseId(causeId);
  if (stored !== null) {
    name = (await causeNames(db, [stored])).get(stored) ?? null;
    if (name === null) return badField('causeId', 'there is no charity or portfolio with this id');
  }
  const updated = await updateTracking(db, storeId, row.id, { cause_id: stored, cause_name: name }, now);
  return updated.ok ? done({ trackingId: row.id, causeId: stored, causeName: name }) : updated;
}

/** Notes what an integration said about this tracking, one entry per integration type (the latest kept). */
export async function addIntegrationInfo(
  db: Db,
  storeId: string,
  id: string | undefined,
  integrationType: string,
  info: unknown,
  now = new Date(),
): Promise<Outcome<{ trackingId: string }>> {
  const row = await findTracking(db, storeId, id);
  if (!row) return NO_TRACKING;
  const integrations = jsonColumn(anyJsonObject, row.integration_info, 'giving_trackings.integration_info');
  if (!Object.hasOwn(integrations, integrationType) && Object.keys(integrations).length >= MAX_INTEGRATIONS)
    return badField('integrationType', `a tracking keeps at most ${MAX_INTEGRATIONS} integrations`);
  const next = { ...integrations, [integrationType]: info };
  if (jsonBytes(next) > MAX_INTEGRATION_INFO_BYTES)
    return badField('info', `a tracking keeps at most ${MAX_INTEGRATION_INFO_BYTES} bytes of integration info as JSON`);
  return updateTracking(db, storeId, row.id, { integration_info: JSON.stringify(next) }, now);
}

export type ConfirmationData = { totalDonationAmount: number; causes: unknown };

/** Records what the checkout confirmed the order gave (the latest confirmation kept). */
export async function setConfirmationData(
  db: Db,
  storeId: string,
  id: string | undefined,
  data: ConfirmationData,
  now = new Date(),
): Promise<Outcome<{ trackingId: string }>> {
  return updateTracking(db, storeId, id, { confirmation_data: JSON.stringify(data) }, now);
}
