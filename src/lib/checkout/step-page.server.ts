// What a checkout step's page shows, or where it leads instead (issue: hosted checkout): an unknown step is a 404;
// no checkout leads to /checkout, a placed order to its confirmation, an emptied cart to the cart; a step whose
// earlier steps are not done leads to the first one that is not.
import { randomBytes } from 'node:crypto';
import { requestLocation } from '../account/location.server';
import { isRemoteState } from '../site/us-states';
import { informationPrefill, type Prefill } from './prefill';
import { requestCheckout, type RequestLike } from './session.server';
import { allowedStep, isCheckoutStep, stepPath, type CheckoutStep } from './steps';
import type { CheckoutView } from './view.server';

export type StepPage =
  | { kind: 'missing' }
  | { kind: 'redirect'; to: string }
  | {
      kind: 'show';
      step: CheckoutStep;
      view: CheckoutView;
      /** The delivery method in words. */
      method: string;
      /** Whether the Alaska and Hawaii charge applies. */
      remote: boolean;
      /** A new token for this showing of Place Order, so a retry of the same press is one order. */
      attemptToken: string;
      /** What the home address fields of the information step start with. */
      prefill: Prefill;
    };

export async function checkoutStepPage(r: RequestLike, wanted: string): Promise<StepPage> {
  if (!isCheckoutStep(wanted)) return { kind: 'missing' };
  const found = await requestCheckout(r);
  if (!found) return { kind: 'redirect', to: '/checkout' };
  if (!found.view) return { kind: 'redirect', to: found.checkout.orderId ? '/checkout' : '/cart' };
  const view = found.view;
  const step = allowedStep(wanted, view.progress);
  if (step !== wanted) return { kind: 'redirect', to: stepPath(step) };
  const clinic = view.checkout.location === 'ship_to_work';
  return {
    kind: 'show',
    step,
    view,
    method: clinic ? 'Delivery to your clinic' : 'Standard shipping, 2-5 business days',
    remote: isRemoteState(view.checkout.address?.provinceCode),
    attemptToken: randomBytes(16).toString('base64url'),
    prefill: informationPrefill({
      address: view.checkout.location === 'ship_to_home' ? view.checkout.address : null,
      saved: view.savedAddresses,
      location: requestLocation(r.cookies, r.locals.user),
    }),
  };
}
