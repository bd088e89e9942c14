// What a shopper may change on an autoship (issue: My Account autoships; spec 000 §9): the quantity from 1 to the
// autoship maximum of 5, a frequency the shop offers, a reason when cancelling. Rules only; the service applies them.
import { MAX_AUTOSHIP_LINE_QUANTITY, MIN_LINE_QUANTITY } from './autoship';

export const CANCEL_REASONS = [
  'I have too much food',
  'My pet does not like it',
  'My veterinarian recommended a different food',
  'It costs too much',
  'I no longer have this pet',
  'Other',
] as const;

export type Refusal = { field: string; message: string };

export function quantityProblem(quantity: number): Refusal | null {
  if (!Number.isInteger(quantity) || quantity < MIN_LINE_QUANTITY || quantity > MAX_AUTOSHIP_LINE_QUANTITY) {
    return {
      field: 'quantity',
      message: `Choose a quantity from ${MIN_LINE_QUANTITY} to ${MAX_AUTOSHIP_LINE_QUANTITY}.`,
    };
  }
  return null;
}

export function frequencyProblem(frequencyDays: number, offered: readonly number[]): Refusal | null {
  return offered.includes(frequencyDays)
    ? null
    : { field: 'frequencyDays', message: 'Choose one of the delivery frequencies offered for this food.' };
}

/** "Other" needs a few words; any listed reason stands on its own. */
export function cancelProblem(reason: string, detail: string | null | undefined): Refusal | null {
  if (!(CANCEL_REASONS as readonly string[]).includes(reason))
    return { field: 'reason', message: 'Tell us why you are cancelling.' };
  if (reason === 'Other' && !detail?.trim())
    return { field: 'detail', message: 'Tell us a little more about why you are cancelling.' };
  return null;
}

export const cancelReasonText = (reason: string, detail: string | null | undefined): string =>
  reason === 'Other' ? `Other: ${detail?.trim() ?? ''}` : reason;
