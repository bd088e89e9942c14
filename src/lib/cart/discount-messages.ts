// What the cart says about a discount code (shopper-polish issue): what happened to it, in a shopper's words, and
// why it takes nothing off when the reason is known.
import { longDate } from '../site/dates';
import { formatMoney } from '../site/money';
import type { CodeStatus } from './discounts';

const NOTHING_OFF_BECAUSE = {
  'autoship-only': 'it only takes money off Autoship items',
  'better-code': 'another code already takes more off',
} as const;

export function discountCodeMessage(code: string, status: CodeStatus): string {
  switch (status.kind) {
    case 'applied':
      return `${code} is applied.`;
    case 'unknown':
      return `We don't recognise the code ${code}.`;
    case 'not-started':
      return `${code} can't be used until ${longDate(status.startsAt)}.`;
    case 'expired':
      return `${code} expired on ${longDate(status.endedAt)}.`;
    case 'takes-nothing': {
      const why =
        status.reason === 'minimum'
          ? `it needs a subtotal of ${formatMoney(status.minimumCents)} or more`
          : status.reason
            ? NOTHING_OFF_BECAUSE[status.reason]
            : null;
      return why
        ? `${code} doesn't take anything off this cart: ${why}.`
        : `${code} doesn't take anything off this cart.`;
    }
  }
}
