// The way to checkout from the cart page and the mini cart (spec 000 §2 Cart page; spec 001 §4, §7): a guest with an
// autoship line signs in first when free-trial consent is on; everyone else gets the signed link /api/multipass
// answers, or, if that fails, the plain link, which still leads there.
import type { MouseEvent, ReactNode } from 'react';
import { checkoutDestination } from '../../lib/cart/checkout-route';
import type { Cart } from '../../lib/cart/types';
import { postJson } from '../../lib/site/api-client';

type Props = { cart: Cart; signedIn: boolean; freeTrialConsent: boolean; children: ReactNode };

function proceed(event: MouseEvent<HTMLAnchorElement>, checkoutUrl: string) {
  event.preventDefault();
  const fallback = event.currentTarget.href;
  postJson<{ url: string }>('/api/multipass', { getURL: true, checkoutUrl })
    .then(({ url }) => window.location.assign(url))
    .catch(() => window.location.assign(fallback));
}

export default function CheckoutLink({ cart, signedIn, freeTrialConsent, children }: Props) {
  const destination = checkoutDestination({
    signedIn,
    hasAutoship: cart.lineItems.some((l) => l.sellingPlanAllocation),
    freeTrialConsent,
  });
  return (
    <a className="button" href={destination} onClick={(event) => proceed(event, cart.checkoutUrl)}>
      {children}
    </a>
  );
}
