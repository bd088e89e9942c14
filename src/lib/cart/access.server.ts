// Who may reach a cart, and a cart as it is stored: anyone whose cookie holds its id, else the signed-in customer it
// is linked to. A cart that does not exist and one that is not the asker's look the same.
import type { Expression, ExpressionBuilder, Selectable, SqlBool, Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { CartTable, Database } from '../db/schema';
import type { SiteId } from '../site/site';
import type { UserLocation } from '../site/zip';
import type { CartLine } from './lines';
import { cartLineFromRow, storedCartFromRow, type StoredCart } from './rows';
import type { CartAnswer, CartUserError } from './types';

/** Who is asking and what prices depend on. `cookieCartIds` are the cart ids the browser's cookies hold. */
export type CartContext = {
  site: SiteId;
  cookieCartIds: readonly string[];
  customerId: string | null;
  location: UserLocation;
  /** Whether the asker may order Prescription Diet (spec 000 §4 isEligibleForPd, on the staff site). */
  prescriptionDiet: boolean;
  programPercent: number;
  firstAutoshipPercent: number;
  checkoutUrl: string;
  now?: Date;
};

/** What the endpoint must do with the cookie after the call. */
export type CookieChange = { set: string } | { clear: string } | null;
export type ServiceAnswer = CartAnswer & { cookie: CookieChange };

export const now = (context: CartContext) => context.now ?? new Date();

export const NO_CART: CartUserError = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'Your cart has expired. Please add your items again.',
};

export /** How the asker reaches a cart: by its cookie, or as the signed-in customer it is linked to. */
type CartAccess = { customerId: string | null; viaCookie: boolean };

export function access(context: CartContext, cartId: string): CartAccess | null {
  if (context.cookieCartIds.includes(cartId)) return { customerId: context.customerId, viaCookie: true };
  return context.customerId ? { customerId: context.customerId, viaCookie: false } : null;
}

/**
 * Which carts that access reaches: the customer's own, and by cookie a guest cart. A customer's cart answers only to
 * that customer's session, so its id in an old guest cookie is no bearer token.
 */
export const reachableBy =
  (allowed: CartAccess) =>
  (eb: ExpressionBuilder<Database, 'carts'>): Expression<SqlBool> => {
    const theirs = allowed.customerId ? eb('customer_id', '=', allowed.customerId) : null;
    if (!allowed.viaCookie) return theirs ?? eb.lit(false);
    return theirs ? eb.or([eb('customer_id', 'is', null), theirs]) : eb('customer_id', 'is', null);
  };

export /** A cart's lines, in the order they were added. */
async function storedLines(db: Db | Transaction<Database>, cartId: string): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .execute();
  return rows.map(cartLineFromRow);
}

/** A cart row with its lines, checked on the way out of the database. */
export async function storedCart(db: Db | Transaction<Database>, row: Selectable<CartTable>): Promise<StoredCart> {
  return storedCartFromRow(row, await storedLines(db, row.id));
}

export /** The cart this caller may see, or null: one that does not exist and one that is not theirs look the same. */
async function loadCart(db: Db, context: CartContext, cartId: string): Promise<StoredCart | null> {
  const allowed = access(context, cartId);
  if (!allowed) return null;
  const query = db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .where('site', '=', context.site)
    .where(reachableBy(allowed));
  const row = await query.executeTakeFirst();
  return row ? storedCart(db, row) : null;
}
