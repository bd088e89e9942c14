// The cart service (spec 000 §4 "Cart"; API.md "Cart"): the operations the cart endpoints and pages call. Who may
// reach a cart is in access.server.ts, writing it in writes.server.ts, its codes in discounts.server.ts and the
// hand-over at sign-in in sign-in-claim.server.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { onShelf, PRESCRIPTION_DIET_REFUSAL } from '../catalog/shelf';
import { stockForSkus } from '../stock/stock.server';
import { loadCart, now, storedLines, type CartContext, type ServiceAnswer } from './access.server';
import { linesLeftAfterOrder, type OrderedLine } from './after-order';
import { siteCatalogueIndex } from './catalogue-index.server';
import { discountCodeMessage } from './discount-messages';
import { distinctCodes, isKnownCode, normaliseCode } from './discounts';
import { automaticCodes, discountDefinitions, everSubscribed, settleAutomaticCode } from './discounts.server';
import {
  addLines,
  removeLines,
  updateLines,
  type CartLine,
  type LineChange,
  type LineUpdate,
  type ReducedAdd,
  type ResolvedInput,
} from './lines';
import type { Attribute, CartUserError, LineInput } from './types';
import { withWeightAttributes } from './weight';
import { answer, changeCart, refusal, writeLines, type Edit } from './writes.server';

const newCartId = () => randomBytes(16).toString('base64url');

export function getCart(db: Db, context: CartContext, cartId: string): Promise<ServiceAnswer> {
  return loadCart(db, context, cartId).then((stored) => answer(db, context, stored));
}

type Resolved = { ok: true; inputs: ResolvedInput[] } | { ok: false; errors: CartUserError[] };

/**
 * Finds each input's food on this site, checks that the asker may order it (Prescription Diet), its selling plan and
 * its stock at the shopper's ZIP.
 */
async function resolveInputs(db: Db, context: CartContext, inputs: readonly LineInput[]): Promise<Resolved> {
  const index = await siteCatalogueIndex(db, context.site);
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
    if (!onShelf(product, { site: context.site, prescriptionDiet: context.prescriptionDiet })) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineItems', i, 'merchandiseId'],
        message: PRESCRIPTION_DIET_REFUSAL,
      });
      continue;
    }
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

/** A change of lines as an edit; an add cut down to the room left is said in the answer's warnings. */
const linesEdit = (change: LineChange): Edit | CartUserError[] =>
  change.ok ? { lines: change.lines, warnings: reducedWarnings(change.reduced) } : change.errors;

const reducedWarnings = (reduced: readonly ReducedAdd[] | undefined): CartUserError[] =>
  (reduced ?? []).map(
    (r): CartUserError => ({ code: 'MAXIMUM_EXCEEDED', field: ['lineItems', r.index, 'quantity'], message: r.message }),
  );

/** A guest's add is cut down to the room left in the cart (spec 000 §5); a customer's is refused whole. */
const fitsToRoom = (context: CartContext) => context.customerId === null;

export type BuyerIdentityInput = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  countryCode?: string | null | undefined;
};

/**
 * A new cart, with its first lines; linked to the customer when one is signed in. Refused lines create nothing, and
 * neither do none: the cart comes with the first line.
 */
export async function createCart(
  db: Db,
  context: CartContext,
  buyerIdentity: BuyerIdentityInput,
  inputs: readonly LineInput[],
): Promise<ServiceAnswer> {
  // A cart is made with its first line: a create with none stores nothing, so it can fill no table.
  if (inputs.length === 0) return { cart: null, userErrors: [], warnings: [], cookie: null };
  const resolved = await resolveInputs(db, context, inputs);
  if (!resolved.ok) return refusal(resolved.errors);
  const added = addLines([], resolved.inputs, randomUUID, fitsToRoom(context));
  if (!added.ok) return refusal(added.errors);
  const id = newCartId();
  const stamp = now(context).toISOString();
  const identity = {
    email: buyerIdentity.email ?? null,
    phone: buyerIdentity.phone ?? null,
    countryCode: buyerIdentity.countryCode ?? null,
  };
  const codes = automaticCodes([], added.lines, await everSubscribed(db, context.customerId));
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
  const created = await answer(
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
  return { ...created, warnings: reducedWarnings(added.reduced) };
}

export async function addCartLines(
  db: Db,
  context: CartContext,
  cartId: string,
  inputs: readonly LineInput[],
): Promise<ServiceAnswer> {
  const resolved = await resolveInputs(db, context, inputs);
  if (!resolved.ok) return refusal(resolved.errors);
  return changeCart(db, context, cartId, (cart) =>
    linesEdit(addLines(cart.lines, resolved.inputs, randomUUID, fitsToRoom(context))),
  );
}

/**
 * Quantity changes; a line whose quantity goes up must still be on sale, for the asker (Prescription Diet) and in stock
 * at the shopper's ZIP.
 */
export async function updateCartLines(
  db: Db,
  context: CartContext,
  cartId: string,
  updates: readonly LineUpdate[],
): Promise<ServiceAnswer> {
  const index = await siteCatalogueIndex(db, context.site);
  return changeCart(db, context, cartId, async (cart, trx) => {
    const change = updateLines(cart.lines, updates);
    if (!change.ok) return change.errors;
    const grown = change.lines.filter((l) => (cart.lines.find((o) => o.id === l.id)?.quantity ?? 0) < l.quantity);
    const foods = grown.map((l) => index.get(l.variantId));
    const shelf = { site: context.site, prescriptionDiet: context.prescriptionDiet };
    const offShelf = foods.findIndex((f) => f && !onShelf(f.product, shelf));
    if (offShelf >= 0) {
      const at = updates.findIndex((u) => u.id === grown[offShelf]?.id);
      return [
        {
          code: 'INVALID_MERCHANDISE_LINE',
          field: ['lineItems', Math.max(0, at), 'quantity'],
          message: PRESCRIPTION_DIET_REFUSAL,
        },
      ];
    }
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

/** Replaces the codes; a code this site does not know refuses the call, so a cart only ever lists codes that exist. */
export async function updateCartDiscountCodes(
  db: Db,
  context: CartContext,
  cartId: string,
  codes: readonly string[],
): Promise<ServiceAnswer> {
  const wanted = distinctCodes(codes);
  const known = new Map((await discountDefinitions(db)).map((d) => [d.code, d]));
  const unknown = wanted.findIndex((code) => !isKnownCode(known.get(code), context.site));
  if (unknown >= 0) {
    const code = wanted[unknown]!;
    const at = codes.findIndex((c) => normaliseCode(c) === code);
    return refusal([
      { code: 'INVALID', field: ['codes', at], message: discountCodeMessage(code, { kind: 'unknown' }) },
    ]);
  }
  return changeCart(db, context, cartId, () => ({ discountCodes: wanted }));
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

/** Locks a cart for the order being placed from it and answers its lines; null when the cart is gone. */
export async function lockCartForOrder(
  trx: Transaction<Database>,
  cartId: string,
  now: Date,
): Promise<CartLine[] | null> {
  const locked = await trx
    .updateTable('carts')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) === 0 ? null : storedLines(trx, cartId);
}

/** Brings a customer's cart's automatic codes up to date (AUTO35 leaves once they have subscribed). */
export async function settleCartCodes(db: Db, cartId: string, customerId: string): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => settleAutomaticCode(trx, cartId, await storedLines(trx, cartId), customerId));
}

/**
 * An ordered cart goes, with its lines, inside the order's transaction; when lines the order did not take remain, the
 * cart is recreated from them under a new id for the same owner (spec 000 §4), and that id is answered, else null.
 */
export async function endOrderedCart(
  trx: Transaction<Database>,
  cartId: string,
  ordered: readonly OrderedLine[],
  at: Date,
): Promise<string | null> {
  const row = await trx
    .selectFrom('carts')
    .select(['site', 'customer_id', 'buyer_identity'])
    .where('id', '=', cartId)
    .executeTakeFirst();
  const left = row ? linesLeftAfterOrder(await storedLines(trx, cartId), ordered) : [];
  await trx.deleteFrom('carts').where('id', '=', cartId).execute();
  if (!row || left.length === 0) return null;
  const id = newCartId();
  const stamp = at.toISOString();
  await trx
    .insertInto('carts')
    .values({
      id,
      site: row.site,
      customer_id: row.customer_id,
      note: null,
      attributes: '[]',
      discount_codes: '[]',
      buyer_identity: row.buyer_identity,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const lines = left.map((input) => ({ ...input, id: randomUUID() }));
  await writeLines(trx, id, [], lines);
  if (row.customer_id) await settleAutomaticCode(trx, id, lines, row.customer_id);
  return id;
}

export type { CartContext, CookieChange, ServiceAnswer } from './access.server';
export { claimCartAtSignIn } from './sign-in-claim.server';
