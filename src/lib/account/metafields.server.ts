// Customer metafields (spec 000 §3): single-line text values by namespace and key, one per customer and key, such as
// `product.persisted_cart_id` (the customer's cart) or `custom.ship_to`.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';

import { PERSISTED_CART_FIELD } from './customer-fields';

export const PERSISTED_CART = PERSISTED_CART_FIELD;
export type MetafieldKey = { namespace: string; key: string };

export async function getMetafield(db: Db, userId: string, { namespace, key }: MetafieldKey): Promise<string | null> {
  const row = await db
    .selectFrom('metafields')
    .select('value')
    .where('user_id', '=', userId)
    .where('namespace', '=', namespace)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function setMetafield(
  db: Db,
  userId: string,
  { namespace, key }: MetafieldKey,
  value: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('metafields')
    .values({
      id: randomUUID(),
      user_id: userId,
      namespace,
      key,
      type: 'single_line_text_field',
      value,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'namespace', 'key']).doUpdateSet({ value, updated_at: now.toISOString() }),
    )
    .execute();
}

export async function deleteMetafield(db: Db, userId: string, { namespace, key }: MetafieldKey): Promise<void> {
  await db
    .deleteFrom('metafields')
    .where('user_id', '=', userId)
    .where('namespace', '=', namespace)
    .where('key', '=', key)
    .execute();
}

/** Forgets the customer's saved cart id when it names this cart (it was ordered), in the caller's transaction. */
export async function forgetSavedCart(trx: Transaction<Database>, userId: string, cartId: string): Promise<void> {
  await trx
    .deleteFrom('metafields')
    .where('user_id', '=', userId)
    .where('namespace', '=', PERSISTED_CART.namespace)
    .where('key', '=', PERSISTED_CART.key)
    .where('value', '=', cartId)
    .execute();
}
