// The cart service (spec 000 §4 "Cart"; API.md "Cart"). Every change is one transaction that first touches the cart
// row, which locks it (a row lock on PostgreSQL, the write lock on SQLite), so concurrent changes to one cart run one
// after another and each sees the last one's lines. A refused change rolls back: nothing is written.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { siteCatalogue } from '../catalog/catalogue.server';
import type { UserLocation } from '../catalog/zip';
import type { Db } from '../db/connect.server';
import type { CartTable, Database } from '../db/schema';
import type { SiteId } from '../site/site';
import { stockForSkus } from '../stock/stock.server';
import { distinctCodes, withAutomaticCode, type DiscountDefinition } from './discounts';
import { lineMaximum, totalQuantity } from './limits';
import {
  addLines,
  lineKey,
  removeLines,
  updateLines,
  type CartLine,
  type LineChange,
  type LineUpdate,
  type ResolvedInput,
} from './lines';
import { presentCart, variantIndex, withAutomaticPercent, type StoredCart, type VariantIndex } from './present';
import type { Attribute, BuyerIdentity, CartAnswer, CartUserError, LineInput } from './types';
import { withWeightAttributes } from './weight';
import { hasSubscribed } from '../subscriptions/subscriptions.server';

/** Who is asking and what prices depend on. `cookieCartIds` are the cart ids the browser's cookies hold. */
export type CartContext = {
  site: SiteId;
  cookieCartIds: readonly string[];
  customerId: string | null;
  location: UserLocation;
  programPercent: number;
  firstAutoshipPercent: number;
  checkoutUrl: string;
  now?: Date;
};

/** What the endpoint must do with the cookie after the call. */
export type CookieChange = { set: string } | { clear: string } | null;
export type ServiceAnswer = CartAnswer & { cookie: CookieChange };

const newCartId = () => randomBytes(16).toString('base64url');
const hashKey = (line: CartLine) => createHash('sha256').update(lineKey(line)).digest('hex');
const now = (context: CartContext) => context.now ?? new Date();

class Refused extends Error {
  constructor(readonly userErrors: CartUserError[]) {
    super('refused');
  }
}

const NO_CART: CartUserError = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'Your cart has expired. Please add your items again.',
};

async function catalogueIndex(db: Db, site: SiteId): Promise<VariantIndex> {
  const products = await siteCatalogue(db, site);
  let index = indexes.get(products);
  if (!index) indexes.set(products, (index = variantIndex(products)));
  return index;
}
const indexes = new WeakMap<object, VariantIndex>();

async function discountDefinitions(db: Db | Transaction<Database>): Promise<DiscountDefinition[]> {
  const rows = await db.selectFrom('discount_codes').selectAll().execute();
  return rows.map((r) => ({
    code: r.code,
    percent: r.percent,
    appliesTo: r.applies_to === 'autoship' ? 'autoship' : 'all',
    minSubtotalCents: r.min_subtotal_cents,
    sites: JSON.parse(r.sites) as SiteId[],
    active: r.active === 1,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
  }));
}

async function answer(
  db: Db,
  context: CartContext,
  stored: StoredCart | null,
  cookie: CookieChange = null,
): Promise<ServiceAnswer> {
  if (!stored) return { cart: null, userErrors: [], cookie };
  const [index, codes] = await Promise.all([catalogueIndex(db, context.site), discountDefinitions(db)]);
  const cart = presentCart(stored, index, {
    site: context.site,
    now: now(context),
    codes: withAutomaticPercent(codes, context.firstAutoshipPercent),
    programPercent: context.programPercent,
    checkoutUrl: context.checkoutUrl,
  });
  return { cart, userErrors: [], cookie };
}

const refusal = (userErrors: CartUserError[]): ServiceAnswer => ({ cart: null, userErrors, cookie: null });

/** Who may reach a cart: anyone whose cookie holds its id, else a signed-in customer it is linked to. */
function access(context: CartContext, cartId: string): { customerId: string | null } | null {
  if (context.cookieCartIds.includes(cartId)) return { customerId: null };
  return context.customerId ? { customerId: context.customerId } : null;
}

/** A cart's lines, in the order they were added. */
export async function storedLines(db: Db | Transaction<Database>, cartId: string): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .execute();
  return rows.map((l) => ({
    id: l.id,
    variantId: l.variant_id,
    sellingPlanId: l.selling_plan_id,
    attributes: JSON.parse(l.attributes) as Attribute[],
    quantity: l.quantity,
  }));
}

async function storedCart(db: Db | Transaction<Database>, row: Selectable<CartTable>): Promise<StoredCart> {
  return {
    id: row.id,
    note: row.note,
    attributes: JSON.parse(row.attributes) as Attribute[],
    discountCodes: JSON.parse(row.discount_codes) as string[],
    buyerIdentity: {
      ...(JSON.parse(row.buyer_identity) as Omit<BuyerIdentity, 'customerAccessToken'>),
      customerAccessToken: null,
    },
    lines: await storedLines(db, row.id),
  };
}

/** The cart this caller may see, or null: one that does not exist and one that is not theirs look the same. */
async function loadCart(db: Db, context: CartContext, cartId: string): Promise<StoredCart | null> {
  const allowed = access(context, cartId);
  if (!allowed) return null;
  let query = db.selectFrom('carts').selectAll().where('id', '=', cartId).where('site', '=', context.site);
  if (allowed.customerId) query = query.where('customer_id', '=', allowed.customerId);
  const row = await query.executeTakeFirst();
  return row ? storedCart(db, row) : null;
}

export function getCart(db: Db, context: CartContext, cartId: string): Promise<ServiceAnswer> {
  return loadCart(db, context, cartId).then((stored) => answer(db, context, stored));
}

type Resolved = { ok: true; inputs: ResolvedInput[] } | { ok: false; errors: CartUserError[] };

/** Finds each input's food on this site, checks its selling plan and its stock at the shopper's ZIP. */
async function resolveInputs(db: Db, context: CartContext, inputs: readonly LineInput[]): Promise<Resolved> {
  const index = await catalogueIndex(db, context.site);
  const found = inputs.map((input) => index.get(input.merchandiseId.replace(/^gid:\/\/shopify\/ProductVariant\//, '')));
  const stock = await stockForSkus(
    db,
    found.flatMap((f) => (f ? [f.variant.sku] : [])),
    context.location.zip,
    context.location.destination,
  );
  const errors: CartUserError[] = [];
  const resolved: ResolvedInput[] = [];
  for (const [i, input] of inputs.entries()) {
    const item = found[i];
    if (!item || !input.merchandiseId.startsWith('gid://shopify/ProductVariant/')) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineItems', i, 'merchandiseId'],
        message: 'That food is not available.',
      });
      continue;
    }
    const { product, variant } = item;
    const planId = input.sellingPlanId ?? null;
    if (planId !== null && !variant.sellingPlans.some((p) => p.id === planId)) {
      errors.push({
        code: 'INVALID',
        field: ['lineItems', i, 'sellingPlanId'],
        message: `${product.title} is not offered on that Autoship schedule.`,
      });
      continue;
    }
    if (!stock.get(variant.sku)) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineItems', i, 'merchandiseId'],
        message: `${product.title} is out of stock for delivery to ${context.location.zip}.`,
      });
      continue;
    }
    resolved.push({
      variantId: variant.id,
      sellingPlanId: planId,
      attributes: withWeightAttributes(input.attributes ?? [], variant.weight, variant.weightUnit),
      quantity: input.quantity,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, inputs: resolved };
}

type Edit = {
  lines?: CartLine[];
  attributes?: Attribute[];
  note?: string | null;
  discountCodes?: string[];
  buyerIdentity?: Omit<BuyerIdentity, 'customerAccessToken'>;
};

async function writeLines(
  trx: Transaction<Database>,
  cartId: string,
  before: readonly CartLine[],
  after: readonly CartLine[],
) {
  const kept = new Set(after.map((l) => l.id));
  const gone = before.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (gone.length > 0) await trx.deleteFrom('cart_lines').where('id', 'in', gone).execute();
  let position = before.length;
  for (const line of after) {
    const old = before.find((l) => l.id === line.id);
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
    else if (old.quantity !== line.quantity || lineKey(old) !== lineKey(line))
      await trx.updateTable('cart_lines').set(values).where('id', '=', line.id).execute();
  }
}

/** The codes after a change of lines: AUTO35 joins or leaves with the autoship lines, for a shopper who has never subscribed. */
const automaticCodes = (codes: readonly string[], lines: readonly CartLine[], hasSubscription: boolean) =>
  withAutomaticCode(codes, { hasAutoship: lines.some((l) => l.sellingPlanId !== null), hasSubscription });

/**
 * One change to one cart, in one transaction. `edit` sees the locked cart and answers the new state or refuses. A
 * change that leaves no lines where there were some clears the cart and its cookie.
 */
type Editor = (
  cart: StoredCart,
  trx: Transaction<Database>,
) => Edit | CartUserError[] | Promise<Edit | CartUserError[]>;

async function changeCart(db: Db, context: CartContext, cartId: string, edit: Editor): Promise<ServiceAnswer> {
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const allowed = access(context, cartId);
      if (!allowed) return null;
      let lock = trx
        .updateTable('carts')
        .set({ updated_at: now(context).toISOString() })
        .where('id', '=', cartId)
        .where('site', '=', context.site);
      if (allowed.customerId) lock = lock.where('customer_id', '=', allowed.customerId);
      if (Number((await lock.executeTakeFirst()).numUpdatedRows) === 0) return null;
      // Locked and known to be theirs: read it as it now stands.
      const stored = await storedCart(
        trx,
        await trx.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow(),
      );
      const result = await edit(stored, trx);
      if (Array.isArray(result)) throw new Refused(result);
      const lines = result.lines ?? stored.lines;
      if (result.lines && stored.lines.length > 0 && lines.length === 0) {
        await trx.deleteFrom('carts').where('id', '=', cartId).execute();
        return { cleared: true as const };
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
          context.customerId !== null && (await hasSubscribed(trx, context.customerId)),
        ),
      };
      await trx
        .updateTable('carts')
        .set({
          note: next.note,
          attributes: JSON.stringify(next.attributes),
          discount_codes: JSON.stringify(next.discountCodes),
          buyer_identity: JSON.stringify(identityRow(next.buyerIdentity)),
        })
        .where('id', '=', cartId)
        .execute();
      return { cleared: false as const, next };
    });
    if (!outcome) return refusal([NO_CART]);
    if (outcome.cleared) return { cart: null, userErrors: [], cookie: { clear: cartId } };
    return answer(db, context, outcome.next);
  } catch (error) {
    if (error instanceof Refused) return refusal(error.userErrors);
    throw error;
  }
}

const identityRow = ({ email, phone, countryCode }: Omit<BuyerIdentity, 'customerAccessToken'>) => ({
  email,
  phone,
  countryCode,
});
const linesEdit = (change: LineChange): Edit | CartUserError[] => (change.ok ? { lines: change.lines } : change.errors);

export type BuyerIdentityInput = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  countryCode?: string | null | undefined;
};

/** A new cart, with its first lines; linked to the customer when one is signed in. Refused lines create nothing. */
export async function createCart(
  db: Db,
  context: CartContext,
  buyerIdentity: BuyerIdentityInput,
  inputs: readonly LineInput[],
): Promise<ServiceAnswer> {
  const resolved = await resolveInputs(db, context, inputs);
  if (!resolved.ok) return refusal(resolved.errors);
  const added = addLines([], resolved.inputs, randomUUID);
  if (!added.ok) return refusal(added.errors);
  const id = newCartId();
  const stamp = now(context).toISOString();
  const identity = {
    email: buyerIdentity.email ?? null,
    phone: buyerIdentity.phone ?? null,
    countryCode: buyerIdentity.countryCode ?? null,
  };
  const codes = automaticCodes(
    [],
    added.lines,
    context.customerId !== null && (await hasSubscribed(db, context.customerId)),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('carts')
      .values({
        id,
        site: context.site,
        customer_id: context.customerId,
        note: null,
        attributes: '[]',
        discount_codes: JSON.stringify(codes),
        buyer_identity: JSON.stringify(identity),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await writeLines(trx, id, [], added.lines);
  });
  return answer(
    db,
    context,
    {
      id,
      note: null,
      attributes: [],
      discountCodes: codes,
      buyerIdentity: { ...identity, customerAccessToken: null },
      lines: added.lines,
    },
    { set: id },
  );
}

export async function addCartLines(
  db: Db,
  context: CartContext,
  cartId: string,
  inputs: readonly LineInput[],
): Promise<ServiceAnswer> {
  const resolved = await resolveInputs(db, context, inputs);
  if (!resolved.ok) return refusal(resolved.errors);
  return changeCart(db, context, cartId, (cart) => linesEdit(addLines(cart.lines, resolved.inputs, randomUUID)));
}

/** Quantity changes; a line whose quantity goes up must still be on sale and in stock at the shopper's ZIP. */
export async function updateCartLines(
  db: Db,
  context: CartContext,
  cartId: string,
  updates: readonly LineUpdate[],
): Promise<ServiceAnswer> {
  const index = await catalogueIndex(db, context.site);
  return changeCart(db, context, cartId, async (cart, trx) => {
    const change = updateLines(cart.lines, updates);
    if (!change.ok) return change.errors;
    const grown = change.lines.filter((l) => (cart.lines.find((o) => o.id === l.id)?.quantity ?? 0) < l.quantity);
    const foods = grown.map((l) => index.get(l.variantId));
    const stock = await stockForSkus(
      trx,
      foods.flatMap((f) => (f ? [f.variant.sku] : [])),
      context.location.zip,
      context.location.destination,
    );
    const refused = foods.findIndex((f) => !f || !stock.get(f.variant.sku));
    if (refused >= 0) {
      const title = foods[refused]?.product.title ?? 'That food';
      const at = updates.findIndex((u) => u.id === grown[refused]?.id);
      return [
        {
          code: 'INVALID_MERCHANDISE_LINE',
          field: ['lineItems', Math.max(0, at), 'quantity'],
          message: `${title} is out of stock for delivery to ${context.location.zip}.`,
        },
      ];
    }
    return { lines: change.lines };
  });
}

export function removeCartLines(
  db: Db,
  context: CartContext,
  cartId: string,
  lineIds: readonly string[],
): Promise<ServiceAnswer> {
  return changeCart(db, context, cartId, (cart) => linesEdit(removeLines(cart.lines, lineIds)));
}

export function updateCartAttributes(
  db: Db,
  context: CartContext,
  cartId: string,
  attributes: Attribute[],
): Promise<ServiceAnswer> {
  return changeCart(db, context, cartId, () => ({ attributes }));
}

export function updateCartNote(db: Db, context: CartContext, cartId: string, note: string): Promise<ServiceAnswer> {
  return changeCart(db, context, cartId, () => ({ note: note.length > 0 ? note : null }));
}

export function updateCartDiscountCodes(
  db: Db,
  context: CartContext,
  cartId: string,
  codes: readonly string[],
): Promise<ServiceAnswer> {
  return changeCart(db, context, cartId, () => ({ discountCodes: distinctCodes(codes) }));
}

export function updateCartBuyerIdentity(
  db: Db,
  context: CartContext,
  cartId: string,
  identity: BuyerIdentityInput,
): Promise<ServiceAnswer> {
  return changeCart(db, context, cartId, (cart) => ({
    buyerIdentity: {
      email: identity.email !== undefined ? identity.email : cart.buyerIdentity.email,
      phone: identity.phone !== undefined ? identity.phone : cart.buyerIdentity.phone,
      countryCode: identity.countryCode !== undefined ? identity.countryCode : cart.buyerIdentity.countryCode,
    },
  }));
}

/** The customer's cart: the saved one when it still exists, else the one they touched last. */
function latestCustomerCart(db: Db | Transaction<Database>, site: SiteId, customerId: string, savedId: string | null) {
  let query = db.selectFrom('carts').select('id').where('site', '=', site).where('customer_id', '=', customerId);
  if (savedId) query = query.orderBy(sql<number>`case when id = ${savedId} then 0 else 1 end`);
  return query.orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
}

/**
 * At sign-in (spec 000 §4 "Cart"): the guest's cart joins the customer's, each line only up to the room the limits
 * leave, and the guest cart goes; a guest cart with no customer cart to join becomes the customer's. Answers the
 * customer's cart id, or null when there is no cart at all.
 */
/** A cart that changes hands, or goes to checkout, keeps AUTO35 only if its owner has never subscribed. */
export async function settleAutomaticCode(
  trx: Transaction<Database>,
  cartId: string,
  lines: readonly CartLine[],
  customerId: string,
): Promise<void> {
  const row = await trx.selectFrom('carts').select('discount_codes').where('id', '=', cartId).executeTakeFirstOrThrow();
  const codes = automaticCodes(JSON.parse(row.discount_codes) as string[], lines, await hasSubscribed(trx, customerId));
  await trx
    .updateTable('carts')
    .set({ discount_codes: JSON.stringify(codes) })
    .where('id', '=', cartId)
    .execute();
}

export async function claimCartAtSignIn(
  db: Db,
  site: SiteId,
  customerId: string,
  guestCartId: string | null,
  savedCartId: string | null,
  now = new Date(),
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const mine = await latestCustomerCart(trx, site, customerId, savedCartId);
    const guest = guestCartId
      ? await trx
          .selectFrom('carts')
          .select('id')
          .where('id', '=', guestCartId)
          .where('site', '=', site)
          .where('customer_id', 'is', null)
          .executeTakeFirst()
      : undefined;
    const stamp = now.toISOString();
    if (!guest || guest.id === mine?.id) return mine?.id ?? null;
    if (!mine) {
      await trx
        .updateTable('carts')
        .set({ customer_id: customerId, updated_at: stamp })
        .where('id', '=', guest.id)
        .execute();
      await settleAutomaticCode(trx, guest.id, await storedLines(trx, guest.id), customerId);
      return guest.id;
    }
    await trx.updateTable('carts').set({ updated_at: stamp }).where('id', '=', mine.id).execute();
    const before = await storedLines(trx, mine.id);
    let merged = before;
    for (const line of await storedLines(trx, guest.id)) {
      const same = merged.find((l) => lineKey(l) === lineKey(line));
      const room =
        lineMaximum(line.sellingPlanId !== null, totalQuantity(merged), same?.quantity ?? 0) - (same?.quantity ?? 0);
      const take = Math.min(line.quantity, room);
      if (take <= 0) continue;
      const added = addLines(merged, [{ ...line, quantity: take }], randomUUID);
      if (added.ok) merged = added.lines;
    }
    await writeLines(trx, mine.id, before, merged);
    await settleAutomaticCode(trx, mine.id, merged, customerId);
    await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
    return mine.id;
  });
}
