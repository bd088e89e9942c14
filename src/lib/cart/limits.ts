// Cart limits (spec 000 §5, §9): at most 10 items in a cart, at most 5 of one food on Autoship, and a line never
// holds fewer than 1.
import { MAX_AUTOSHIP_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../subscriptions/autoship';
import type { CartUserError } from './types';

export const MAX_CART_QUANTITY = 10;
export { MAX_AUTOSHIP_LINE_QUANTITY, MIN_LINE_QUANTITY };

/** On add, a whole number below the minimum is treated as the minimum. */
export const atLeastOne = (quantity: number): number => Math.max(MIN_LINE_QUANTITY, quantity);

export type LimitedLine = { quantity: number; autoship: boolean };

export const totalQuantity = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, l) => sum + l.quantity, 0);

/** The cart's size, as a shopper is told it where nothing is in the cart yet (a product page). */
export const CART_CAPACITY_MESSAGE = `Your cart can hold up to ${MAX_CART_QUANTITY} items.`;
export const TOTAL_LIMIT_MESSAGE = `${CART_CAPACITY_MESSAGE} Remove something to add more.`;
export const AUTOSHIP_LIMIT_MESSAGE = `You can have up to ${MAX_AUTOSHIP_LINE_QUANTITY} of one food on Autoship.`;

/**
 * What a cart in this state breaks: over 10 in total, or an autoship line over 5. `field` points at the input that
 * caused it, so the island can show the message beside that control.
 */
export function limitErrors(lines: readonly LimitedLine[], field: (string | number)[]): CartUserError[] {
  const errors: CartUserError[] = [];
  if (totalQuantity(lines) > MAX_CART_QUANTITY)
    errors.push({ code: 'MAXIMUM_EXCEEDED', field, message: TOTAL_LIMIT_MESSAGE });
  if (lines.some((l) => l.autoship && l.quantity > MAX_AUTOSHIP_LINE_QUANTITY)) {
    errors.push({ code: 'MAXIMUM_EXCEEDED', field, message: AUTOSHIP_LIMIT_MESSAGE });
  }
  return errors;
}

/** The most a shopper may still choose for one line: bounded by its own cap and by the room left in the cart. */
export function lineMaximum(autoship: boolean, cartQuantity: number, lineQuantity = 0): number {
  const room = MAX_CART_QUANTITY - (cartQuantity - lineQuantity);
  return Math.max(0, Math.min(autoship ? MAX_AUTOSHIP_LINE_QUANTITY : MAX_CART_QUANTITY, room));
}

/**
 * The most one add of a food may put in (spec 000 §5), by the rule of a cart line (lineMaximum): what its line may hold
 * less what it holds already. So the product page, a card and the cart's quantity box stop at the same number. Never
 * below 1: the control stays usable, and the cart says why nothing more fits. `message` says why when the cart's size
 * holds it; when the autoship cap does, the autoship alert says so instead.
 */
export function addLimit(
  autoship: boolean,
  lines: readonly { quantity: number }[],
  sameLineQuantity: number,
): { max: number; message: string | null } {
  const cartQuantity = totalQuantity(lines);
  const most = lineMaximum(autoship, cartQuantity, sameLineQuantity) - sameLineQuantity;
  const autoshipCapHolds = limitMessageFor(autoship, cartQuantity, sameLineQuantity) === AUTOSHIP_LIMIT_MESSAGE;
  return { max: Math.max(MIN_LINE_QUANTITY, most), message: autoshipCapHolds ? null : CART_CAPACITY_MESSAGE };
}

/** Which limit holds a line at its maximum: its autoship cap when that is the tighter one, else the cart's size. */
export function limitMessageFor(autoship: boolean, cartQuantity: number, lineQuantity: number): string {
  const room = MAX_CART_QUANTITY - (cartQuantity - lineQuantity);
  return autoship && MAX_AUTOSHIP_LINE_QUANTITY <= room ? AUTOSHIP_LIMIT_MESSAGE : TOTAL_LIMIT_MESSAGE;
}

/**
 * How many more of one food fit (spec 000 §5: a guest cart item is added only up to the allowed remaining
 * quantity): the room left in the cart, and on an autoship line the room left under its cap.
 */
export function remainingFor(lines: readonly LimitedLine[], sameLineQuantity: number, autoship: boolean): number {
  const room = MAX_CART_QUANTITY - totalQuantity(lines);
  return Math.max(0, autoship ? Math.min(room, MAX_AUTOSHIP_LINE_QUANTITY - sameLineQuantity) : room);
}

/** Which limit stopped an add, in words that follow a colon: the autoship cap once its line is full, else the cart's size. */
export const limitReason = (autoship: boolean, lineQuantity: number): string =>
  autoship && lineQuantity >= MAX_AUTOSHIP_LINE_QUANTITY
    ? `you can have up to ${MAX_AUTOSHIP_LINE_QUANTITY} of one food on Autoship`
    : `your cart can hold up to ${MAX_CART_QUANTITY} items`;

/** What a guest is told when an add was cut down to the room left. */
export function partialAddMessage(added: number, requested: number, autoship: boolean, lineQuantity: number): string {
  return `Only ${added} of the ${requested} ${added === 1 ? 'was' : 'were'} added: ${limitReason(autoship, lineQuantity)}.`;
}
