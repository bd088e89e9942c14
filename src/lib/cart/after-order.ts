// The cart after checkout (spec 000 §4 "Cart": "After checkout the saved cart is recreated from its stored input, or
// the metafield is deleted when recreation is impossible"). An order takes the lines the shopper reviewed; whatever
// else the cart held, a line or more of one than was ordered, remains, and the cart is made again from those lines'
// input (food, selling plan, attributes, quantity) so the shopper keeps them. With nothing left there is nothing to
// recreate, and the saved cart id goes.
import { lineKey, type CartLine, type ResolvedInput } from './lines';

export type OrderedLine = Pick<CartLine, 'variantId' | 'sellingPlanId' | 'attributes' | 'quantity'>;

export function linesLeftAfterOrder(cartLines: readonly CartLine[], ordered: readonly OrderedLine[]): ResolvedInput[] {
  const taken = new Map<string, number>();
  for (const line of ordered) taken.set(lineKey(line), (taken.get(lineKey(line)) ?? 0) + line.quantity);
  return cartLines.flatMap((line) => {
    const key = lineKey(line);
    const take = Math.min(line.quantity, taken.get(key) ?? 0);
    taken.set(key, (taken.get(key) ?? 0) - take);
    const left = line.quantity - take;
    return left > 0
      ? [{ variantId: line.variantId, sellingPlanId: line.sellingPlanId, attributes: line.attributes, quantity: left }]
      : [];
  });
}
