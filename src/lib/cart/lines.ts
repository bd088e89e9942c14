// How a cart's lines change (spec 000 §4 "Cart", §5; API.md "Cart"): the same food with the same selling plan and the
// same attributes is one line; quantity 0 removes a line; a quantity below 1 becomes 1; the limits hold after every
// change or nothing changes. Pure: the service loads the lines, calls these, and writes what they answer.
import { atLeastOne, limitErrors, partialAddMessage, remainingFor } from './limits';
import type { Attribute, CartUserError } from './types';

export type CartLine = {
  id: string;
  variantId: string;
  sellingPlanId: string | null;
  attributes: Attribute[];
  quantity: number;
};

/** A line input after the service resolved its variant and selling plan. */
export type ResolvedInput = {
  variantId: string;
  sellingPlanId: string | null;
  attributes: Attribute[];
  quantity: number;
};

/** An add cut down to the room left: which input, how many were asked for and how many went in. */
export type ReducedAdd = { index: number; requested: number; added: number; message: string };

export type LineChange =
  | { ok: true; lines: CartLine[]; reduced?: ReducedAdd[] }
  | { ok: false; errors: CartUserError[] };

const sortedAttributes = (attributes: readonly Attribute[]) =>
  [...attributes].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** Lines with the same key are the same line. Attribute order does not matter. */
export const lineKey = (line: Pick<CartLine, 'variantId' | 'sellingPlanId' | 'attributes'>): string =>
  JSON.stringify([
    line.variantId,
    line.sellingPlanId ?? '',
    sortedAttributes(line.attributes).map((a) => [a.key, a.value]),
  ]);

const limited = (lines: CartLine[]) => lines.map((l) => ({ quantity: l.quantity, autoship: l.sellingPlanId !== null }));

function checked(lines: CartLine[], field: (string | number)[]): LineChange {
  const errors = limitErrors(limited(lines), field);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}

/**
 * Adds each input in turn, merging into an equal line; the first input that breaks a limit refuses the whole call.
 * With `fitToRoom` (a guest's add, spec 000 §5) an input larger than the room left is cut down to it instead, and
 * only an input for which no room is left is refused.
 */
export function addLines(
  lines: readonly CartLine[],
  inputs: readonly ResolvedInput[],
  newId: () => string,
  fitToRoom = false,
): LineChange {
  let next = lines.map((l) => ({ ...l }));
  const reduced: ReducedAdd[] = [];
  for (const [index, input] of inputs.entries()) {
    const key = lineKey(input);
    const same = next.find((l) => lineKey(l) === key);
    const autoship = input.sellingPlanId !== null;
    const requested = atLeastOne(input.quantity);
    const remaining = remainingFor(limited(next), same?.quantity ?? 0, autoship);
    const quantity = fitToRoom && remaining > 0 ? Math.min(requested, remaining) : requested;
    if (quantity < requested) {
      const message = partialAddMessage(quantity, requested, autoship, (same?.quantity ?? 0) + quantity);
      reduced.push({ index, requested, added: quantity, message });
    }
    next = same
      ? next.map((l) => (l === same ? { ...l, quantity: l.quantity + quantity } : l))
      : [
          ...next,
          {
            id: newId(),
            variantId: input.variantId,
            sellingPlanId: input.sellingPlanId,
            attributes: sortedAttributes(input.attributes),
            quantity,
          },
        ];
    const result = checked(next, ['lineItems', index, 'quantity']);
    if (!result.ok) return result;
  }
  return { ok: true, lines: next, reduced };
}

export type LineUpdate = { id: string; quantity: number; attributes?: Attribute[] | undefined };

const missingLine = (field: (string | number)[]): CartUserError => ({
  code: 'INVALID',
  field,
  message: 'That item is no longer in your cart. Please refresh the page.',
});

/**
 * Sets quantities (0 removes, below 0 becomes 1) and, when given, a line's attributes; a line whose new attributes
 * equal another line's joins it.
 */
export function updateLines(lines: readonly CartLine[], updates: readonly LineUpdate[]): LineChange {
  let next = lines.map((l) => ({ ...l }));
  for (const [index, update] of updates.entries()) {
    const line = next.find((l) => l.id === update.id);
    if (!line) return { ok: false, errors: [missingLine(['lineItems', index, 'id'])] };
    if (update.quantity === 0) {
      next = next.filter((l) => l !== line);
      continue;
    }
    const changed: CartLine = {
      ...line,
      quantity: atLeastOne(update.quantity),
      attributes: update.attributes ? sortedAttributes(update.attributes) : line.attributes,
    };
    const twin = next.find((l) => l !== line && lineKey(l) === lineKey(changed));
    next = twin
      ? next.filter((l) => l !== line).map((l) => (l === twin ? { ...l, quantity: l.quantity + changed.quantity } : l))
      : next.map((l) => (l === line ? changed : l));
    const result = checked(next, ['lineItems', index, 'quantity']);
    if (!result.ok) return result;
  }
  return { ok: true, lines: next };
}

export function removeLines(lines: readonly CartLine[], ids: readonly string[]): LineChange {
  const unknown = ids.findIndex((id) => !lines.some((l) => l.id === id));
  if (unknown >= 0) return { ok: false, errors: [missingLine(['lineItemIds', unknown])] };
  return { ok: true, lines: lines.filter((l) => !ids.includes(l.id)) };
}
