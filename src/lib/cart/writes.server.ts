// Writing a cart. Every change is one transaction that first touches the cart row, which locks it (a row lock on
// PostgreSQL, the write lock on SQLite), so concurrent changes to one cart run one after another and each sees the
// last one's lines. A refused change rolls back: nothing is written.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import {
  access,
  NO_CART,
  now,
  reachableBy,
  storedCart,
  type CartContext,
  type CookieChange,
  type ServiceAnswer,
} from './access.server';
import { siteCatalogueIndex } from './catalogue-index.server';
import { automaticCodes, discountDefinitions, everSubscribed } from './discounts.server';
import { lineKey, type CartLine } from './lines';
import { identityToRow, presentCart, withAutomaticPercent, type StoredCart } from './rows';
import type { Attribute, BuyerIdentity, CartUserError } from './types';

const hashKey = (line: CartLine) => createHash('sha256').update(lineKey(line)).digest('hex');

/** Whether two versions of a line merge alike; a line a change did not touch keeps its attributes array. */
const sameKey = (a: CartLine, b: CartLine) =>
  a.variantId === b.variantId &&
  a.sellingPlanId === b.sellingPlanId &&
  (a.attributes === b.attributes || lineKey(a) === lineKey(b));

export class Refused extends Error {
  constructor(readonly userErrors: CartUserError[]) {
    super('refused');
  }
}

export async function answer(
  db: Db,
  context: CartContext,
  stored: StoredCart | null,
  cookie: CookieChange = null,
): Promise<ServiceAnswer> {
  if (!stored) return { cart: null, userErrors: [], warnings: [], cookie };
  const [index, codes] = await Promise.all([siteCatalogueIndex(db, context.site), discountDefinitions(db)]);
  const cart = presentCart(stored, index, {
    site: context.site,
    now: now(context),
    codes: withAutomaticPercent(codes, context.firstAutoshipPercent),
    programPercent: context.programPercent,
    checkoutUrl: context.checkoutUrl,
  });
  return { cart, userErrors: [], warnings: [], cookie };
}

export const refusal = (userErrors: CartUserError[]): ServiceAnswer => ({
  cart: null,
  userErrors,
  warnings: [],
  cookie: null,
});

export type Edit = {
  lines?: CartLine[];
  attributes?: Attribute[];
  note?: string | null;
  discountCodes?: string[];
  buyerIdentity?: Omit<BuyerIdentity, 'customerAccessToken'>;
  /** What the answer should say about a change made only in part. */
  warnings?: CartUserError[];
};

export async function writeLines(
  trx: Transaction<Database>,
  cartId: string,
  before: readonly CartLine[],
  after: readonly CartLine[],
) {
  const kept = new Set(after.map((l) => l.id));
  const gone = before.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (gone.length > 0) await trx.deleteFrom('cart_lines').where('id', 'in', gone).execute();
  const previous = new Map(before.map((l) => [l.id, l]));
  let position = before.length;
  for (const line of after) {
    const old = previous.get(line.id);
    // Lines the change left alone (an add touches one line) are neither written nor hashed again.
    if (old && old.quantity === line.quantity && sameKey(old, line)) continue;
    const values = { attributes: JSON.stringify(line.attributes), merge_key: hashKey(line), quantity: line.quantity };
    if (!old)
      await trx
        .insertInto('cart_lines')
        .values({
          id: line.id,
          cart_id: cartId,
          variant_id: line.variantId,
          selling_plan_id: line.sellingPlanId,
          position: position++,
          ...values,
        })
        .execute();
    else await trx.updateTable('cart_lines').set(values).where('id', '=', line.id).execute();
  }
}

/**
 * One change to one cart, in one transaction. `edit` sees the locked cart and answers the new state or refuses. A
 * change that leaves no lines where there were some clears the cart and its cookie.
 */
type Editor = (
  cart: StoredCart,
  trx: Transaction<Database>,
) => Edit | CartUserError[] | Promise<Edit | CartUserError[]>;

export async function changeCart(db: Db, context: CartContext, cartId: string, edit: Editor): Promise<ServiceAnswer> {
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const allowed = access(context, cartId);
      if (!allowed) return null;
      // Locked and known to be theirs, and read as it now stands, in one statement.
      const row = await trx
        .updateTable('carts')
        .set({ updated_at: now(context).toISOString() })
        .where('id', '=', cartId)
        .where('site', '=', context.site)
        .where(reachableBy(allowed))
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      const stored = await storedCart(trx, row);
      const result = await edit(stored, trx);
      if (Array.isArray(result)) throw new Refused(result);
      const lines = result.lines ?? stored.lines;
      if (result.lines && stored.lines.length > 0 && lines.length === 0) {
        await trx.deleteFrom('carts').where('id', '=', cartId).execute();
        return { cleared: true as const, warnings: result.warnings ?? [] };
      }
      if (result.lines) await writeLines(trx, cartId, stored.lines, lines);
      const next: StoredCart = {
        ...stored,
        lines,
        note: result.note !== undefined ? result.note : stored.note,
        attributes: result.attributes ?? stored.attributes,
        buyerIdentity: result.buyerIdentity
          ? { ...result.buyerIdentity, customerAccessToken: null }
          : stored.buyerIdentity,
        discountCodes: automaticCodes(
          result.discountCodes ?? stored.discountCodes,
          lines,
          await everSubscribed(trx, context.customerId),
        ),
      };
      const columns = {
        note: next.note,
        attributes: JSON.stringify(next.attributes),
        discount_codes: JSON.stringify(next.discountCodes),
        buyer_identity: identityToRow(next.buyerIdentity),
      };
      // A change of lines alone (most of them: add, remove, quantity) leaves the cart's own row as it was.
      if (Object.entries(columns).some(([column, value]) => row[column as keyof typeof columns] !== value))
        await trx.updateTable('carts').set(columns).where('id', '=', cartId).execute();
      return { cleared: false as const, next, warnings: result.warnings ?? [] };
    });
    if (!outcome) return refusal([NO_CART]);
    if (outcome.cleared) return { cart: null, userErrors: [], warnings: outcome.warnings, cookie: { clear: cartId } };
    return { ...(await answer(db, context, outcome.next)), warnings: outcome.warnings };
  } catch (error) {
    if (error instanceof Refused) return refusal(error.userErrors);
    throw error;
  }
}
