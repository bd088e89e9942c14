// What the pages hand the cart's islands (the cart page and the header's mini cart): the cart they rendered with, the
// free-shipping tracker's settings, and what decides where checkout leads.
import type { Cart } from './types';

export type CartIslandProps = {
  initialCart: Cart | null;
  freeShippingMinimum: number;
  excludedType: string | null;
  staff: boolean;
  signedIn: boolean;
  freeTrialConsent: boolean;
};
