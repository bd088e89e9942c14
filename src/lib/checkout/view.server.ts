// Everything a checkout step shows and the order needs: the checkout as saved, the cart as it now stands, what is
// done, the money (shipping and tax for the saved address), and for staff their clinic's address.
import type { Db } from '../db/connect.server';
import type { SessionUser } from '../account/accounts.server';
import type { Address } from '../account/address';
import { listAddresses } from '../account/addresses.server';
import type { Cart } from '../cart/types';
import { trackerSettings } from '../cart/page.server';
import { guestMustSignIn } from '../cart/checkout-route';
import { cents } from '../site/money';
import { isStaffSite, type SiteId } from '../site/site';
import { shelfFor } from '../account/rules';
import { lineOffShelf } from '../cart/shelf-lines';
import { clinicPostalAddress } from './address-match';
import type { Checkout, CheckoutAddress } from './checkouts.server';
import type { StepProgress } from './steps';
import { checkoutSummary, type CheckoutSummary } from './summary';
import type { SavedCardChoice } from './cards';
import { savedCards } from './saved-cards.server';

export type CheckoutView = {
  checkout: Checkout;
  cart: Cart;
  summary: CheckoutSummary;
  progress: StepProgress;
  payment: { brand: string; last4: string } | null;
  /** The customer's saved cards the payment step offers (none for a guest). */
  savedCards: SavedCardChoice[];
  staff: boolean;
  clinicAddress: CheckoutAddress | null;
  savedAddresses: Address[];
  hasAutoship: boolean;
  /** A guest with autoship lines signs in first: an autoship belongs to an account. */
  needsSignIn: boolean;
  /** Whether a line is one the shopper may not order (Prescription Diet, spec 000 §4): such a cart is not ordered. */
  offShelf: boolean;
};

/** The clinic's address as a staff member's shipping address, or null when they have none on file. */
export function clinicAddressOf(user: SessionUser | null): CheckoutAddress | null {
  const clinic = user?.data.clinicAddress;
  const postal = clinic ? clinicPostalAddress({ ...clinic, provinceCode: clinic.provinceCode }) : null;
  if (!user || !clinic || !postal) return null;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    company: null,
    ...postal,
    countryCode: 'US',
    phone: clinic.phone ?? null,
    homeDeliveryOnly: false,
  };
}

export async function checkoutView(
  db: Db,
  checkout: Checkout,
  cart: Cart,
  user: SessionUser | null,
  site: SiteId,
): Promise<CheckoutView> {
  const [settings, savedAddresses, cards, payment] = await Promise.all([
    trackerSettings(site),
    user ? listAddresses(db, user.id) : Promise.resolve([]),
    user ? savedCards(db, user.id, new Date()) : Promise.resolve([]),
    checkout.paymentMethodId
      ? db
          .selectFrom('payment_methods')
          .select(['brand', 'last4'])
          .where('id', '=', checkout.paymentMethodId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const staff = isStaffSite(site);
  const hasAutoship = cart.lineItems.some((l) => l.sellingPlanAllocation !== null);
  const needsSignIn = guestMustSignIn({ signedIn: user !== null, hasAutoship });
  const summary = checkoutSummary({
    subtotalCents: cents(cart.cost.subtotalAmount),
    discountCents: cents(cart.cost.discountCodesAmount) + cents(cart.cost.programDiscountAmount),
    programDiscountCents: cents(cart.cost.programDiscountAmount),
    lines: cart.lineItems.map((l) => ({
      productType: l.product.productType,
      subtotalCents: cents(l.cost.subtotalAmount),
    })),
    freeShippingMinimum: settings.freeShippingMinimum,
    excludedType: settings.excludedType,
    location: checkout.location,
    provinceCode: checkout.address?.provinceCode ?? null,
  });
  return {
    checkout,
    cart,
    summary,
    progress: {
      information: Boolean(checkout.email && checkout.address) && !needsSignIn,
      delivery: checkout.deliveryConfirmed,
      payment: payment !== undefined,
    },
    payment: payment ?? null,
    savedCards: cards,
    staff,
    clinicAddress: staff ? clinicAddressOf(user) : null,
    savedAddresses,
    hasAutoship,
    needsSignIn,
    offShelf: lineOffShelf(cart.lineItems, shelfFor(site, user)) !== null,
  };
}
