// Buy again (issue 42 §4; docs/api.md "Buy again"): a customer's past order goes into their current cart, the one
// their cart cookie holds (a new one when it holds none, as an add to cart makes), in one change of that cart. Which
// lines go in and what is said about the others is buy-again.ts; this finds the order, the foods as they are sold now
// at the shopper's ZIP and the cart, and writes the answer through the cart service.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { createCart, type CartContext, type ServiceAnswer } from '../cart/cart.server';
import { loadCart } from '../cart/access.server';
import { siteCatalogueIndex } from '../cart/catalogue-index.server';
import type { CartLine } from '../cart/lines';
import { changeCart, refusal } from '../cart/writes.server';
import { onShelf } from '../catalog/shelf';
import { adminGraphqlId } from '../catalog/rows';
import { stockForSkus } from '../stock/stock.server';
import { buyAgainLines, orderRefusal, type BuyAgainOrder, type FoodNow } from './buy-again';
import { getOrder } from './orders.server';

/** The customer's order with the site it was placed on, or null when it is not theirs or does not exist. */
async function orderToBuyAgain(db: Db, customerId: string, orderId: string): Promise<BuyAgainOrder | null> {
  const [order, placed] = await Promise.all([
    getOrder(db, customerId, orderId),
    db
      .selectFrom('orders')
      .select('site')
      .where('id', '=', orderId)
      .where('user_id', '=', customerId)
      .executeTakeFirst(),
  ]);
  if (!order || !placed) return null;
  return {
    name: order.name,
    cancelledAt: order.cancelledAt,
    site: placed.site,
    lines: order.lineItems.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      variantId: line.variant.id,
      quantity: line.quantity,
      sellingPlan: line.sellingPlan,
      attributes: line.attributes,
    })),
  };
}

/** Each line's food as this shopper may buy it now: sold on this site and shelf, its plans, in stock at their ZIP. */
async function foodsNow(db: Db, context: CartContext, order: BuyAgainOrder): Promise<FoodNow[]> {
  const index = await siteCatalogueIndex(db, context.site);
  const found = order.lines.map((line) => index.get(line.variantId));
  const stock = await stockForSkus(
    db,
    found.flatMap((f) => (f ? [f.variant.sku] : [])),
    context.location.zip,
    context.location.destination,
  );
  const shelf = { site: context.site, prescriptionDiet: context.prescriptionDiet };
  return found.map((f): FoodNow => {
    if (!f) return { sold: false, why: 'gone' };
    if (!onShelf(f.product, shelf)) return { sold: false, why: 'prescription' };
    return {
      sold: true,
      sellingPlanIds: f.variant.sellingPlans.map((p) => p.id),
      inStock: stock.get(f.variant.sku) ?? false,
      weight: f.variant.weight,
      weightUnit: f.variant.weightUnit,
    };
  });
}

/** The cart the browser's cookie holds and the customer may change, else null. */
async function cookieCart(db: Db, context: CartContext): Promise<string | null> {
  for (const id of context.cookieCartIds) if (await loadCart(db, context, id)) return id;
  return null;
}

const lineInput = (line: CartLine) => ({
  merchandiseId: adminGraphqlId(line.variantId),
  quantity: line.quantity,
  attributes: line.attributes,
  sellingPlanId: line.sellingPlanId,
});

/** The answer of every cart call; null when the order is not the customer's or does not exist (the route's 404). */
export async function buyAgain(db: Db, context: CartContext, orderId: string): Promise<ServiceAnswer | null> {
  if (!context.customerId) return null;
  const order = await orderToBuyAgain(db, context.customerId, orderId);
  if (!order) return null;
  const refused = orderRefusal(order, context.site);
  if (refused) return refusal([refused]);
  const foods = await foodsNow(db, context, order);
  const decide = (lines: readonly CartLine[]) => buyAgainLines(lines, order, foods, context.location.zip, randomUUID);
  const cartId = await cookieCart(db, context);
  if (cartId)
    return changeCart(db, context, cartId, (cart) => {
      const decided = decide(cart.lines);
      return decided.ok ? { lines: decided.lines, warnings: decided.warnings } : decided.errors;
    });
  const decided = decide([]);
  if (!decided.ok) return refusal(decided.errors);
  const created = await createCart(db, context, {}, decided.lines.map(lineInput));
  return created.cart ? { ...created, warnings: [...created.warnings, ...decided.warnings] } : created;
}
