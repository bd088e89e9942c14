// Where Proceed to Checkout leads (spec 000 §2 Cart page; spec 001 §2, §4): a guest with an autoship line signs in
// first when the free-trial-consent flag is on; everyone else goes to checkout.
import { AUTOSHIP_LOGIN_PATH, CHECKOUT_PATH } from '../site/paths';

export { AUTOSHIP_LOGIN_PATH, CHECKOUT_PATH };

export function checkoutDestination(input: {
  signedIn: boolean;
  hasAutoship: boolean;
  freeTrialConsent: boolean;
}): string {
  return !input.signedIn && input.hasAutoship && input.freeTrialConsent ? AUTOSHIP_LOGIN_PATH : CHECKOUT_PATH;
}

/**
 * An autoship belongs to an account (it is changed, skipped and charged later), so a guest with an autoship line
 * signs in before ordering. The free-trial-consent flag decides only where they are asked: at Proceed to Checkout,
 * on the page above (flag on, spec 001 §4), or on checkout's first step (flag off).
 */
export const guestMustSignIn = (input: { signedIn: boolean; hasAutoship: boolean }): boolean =>
  !input.signedIn && input.hasAutoship;
