// Buy again (issue 42 §4): what of a past order goes into the cart, and what the shopper is told about each line that
// does not. Each line goes in with its size and purchase type (an autoship line on the same plan), as much of it as the
// cart's limits leave room for (spec 000 §5); a line no longer sold, no longer offered on its plan or out of stock at
// the shopper's ZIP stays out. An order that puts nothing in changes nothing. Pure: the service finds the foods and the
// cart, and writes what this answers.
import { limitReason, remainingFor } from '../cart/limits';
import { addLines, lineKey, type CartLine } from '../cart/lines';
import type { Attribute, CartUserError } from '../cart/types';
import { withWeightAttributes } from '../cart/weight';

/** A line of the order as it was bought. */
export type BoughtLine = {
  title: string;
  variantTitle: string;
  variantId: string;
  quantity: number;
  sellingPlan: { id: string; name: string } | null;
  attributes: Attribute[];
};

/** The food of a line as the shop has it now, for this shopper at their ZIP. */
export type FoodNow =
  | { sold: false; why: 'gone' | 'prescription' }
  | { sold: true; sellingPlanIds: readonly string[]; inStock: boolean; weight: number; weightUnit: string };

export type BuyAgainOrder = { name: string; cancelledAt: string | null; site: string; lines: readonly BoughtLine[] };

export type BuyAgainDecision =
  | { ok: true; lines: CartLine[]; warnings: CartUserError[] }
  | { ok: false; errors: CartUserError[] };

const lineName = (line: BoughtLine) => (line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title);

const orderError = (message: string): CartUserError => ({ code: 'INVALID', field: ['orderId'], message });

/** Why a whole order cannot be bought again here, before any line is looked at; null when it can. */
export function orderRefusal(order: Pick<BuyAgainOrder, 'name' | 'cancelledAt' | 'site'>, site: string) {
  if (order.cancelledAt) return orderError(`Order ${order.name} was cancelled, so it cannot be bought again.`);
  if (order.site !== site) return orderError(`Order ${order.name} was placed on our other site; buy it again there.`);
  return null;
}

/** Why a line stays out before the cart's room is counted, or null when it may go in. */
function unavailable(line: BoughtLine, food: FoodNow, zip: string, index: number): CartUserError | null {
  const name = lineName(line);
  if (!food.sold)
    return {
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lineItems', index, 'merchandiseId'],
      message:
        food.why === 'gone'
          ? `${name} is no longer sold here.`
          : `${name} is Prescription Diet, which is available only to staff of clinics in the Prescription Diet program.`,
    };
  if (line.sellingPlan && !food.sellingPlanIds.includes(line.sellingPlan.id))
    return {
      code: 'INVALID',
      field: ['lineItems', index, 'sellingPlanId'],
      message: `${name} is no longer offered on Autoship ${line.sellingPlan.name.toLowerCase()}; choose a schedule on its page.`,
    };
  if (!food.inStock)
    return {
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lineItems', index, 'merchandiseId'],
      message: `${name} is out of stock for delivery to ${zip}.`,
    };
  return null;
}

const limitWarning = (index: number, message: string): CartUserError => ({
  code: 'MAXIMUM_EXCEEDED',
  field: ['lineItems', index, 'quantity'],
  message,
});

/**
 * The cart's lines once the order's lines have gone in, each in turn and as much of it as fits, with a warning for
 * each line left out or cut down; or, when not one item went in, the refusal that says so and why for every line.
 */
export function buyAgainLines(
  cart: readonly CartLine[],
  order: BuyAgainOrder,
  foods: readonly FoodNow[],
  zip: string,
  newId: () => string,
): BuyAgainDecision {
  let lines = [...cart];
  let added = 0;
  const warnings: CartUserError[] = [];
  for (const [index, line] of order.lines.entries()) {
    const food = foods[index] ?? { sold: false, why: 'gone' };
    const refused = unavailable(line, food, zip, index);
    if (refused) warnings.push(refused);
    if (refused || !food.sold) continue;
    const input = {
      variantId: line.variantId,
      sellingPlanId: line.sellingPlan?.id ?? null,
      attributes: withWeightAttributes(line.attributes, food.weight, food.weightUnit),
      quantity: line.quantity,
    };
    const autoship = input.sellingPlanId !== null;
    const held = lines.find((l) => lineKey(l) === lineKey(input))?.quantity ?? 0;
    const room = remainingFor(
      lines.map((l) => ({ quantity: l.quantity, autoship: l.sellingPlanId !== null })),
      held,
      autoship,
    );
    const name = lineName(line);
    const take = Math.min(line.quantity, room);
    const change = take > 0 ? addLines(lines, [{ ...input, quantity: take }], newId) : null;
    if (!change?.ok) {
      warnings.push(limitWarning(index, `${name} was not added: ${limitReason(autoship, held)}.`));
      continue;
    }
    if (take < line.quantity)
      warnings.push(
        limitWarning(
          index,
          `Only ${take} of the ${line.quantity} ${name} ${take === 1 ? 'was' : 'were'} added: ${limitReason(autoship, held + take)}.`,
        ),
      );
    lines = change.lines;
    added += take;
  }
  if (added > 0) return { ok: true, lines, warnings };
  return {
    ok: false,
    errors: [orderError(`Nothing from order ${order.name} could be added to your cart.`), ...warnings],
  };
}
