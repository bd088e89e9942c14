// What each checkout step does with what the shopper sent (issue: hosted checkout, attributes, payment, placing the
// order). A refusal answers `userErrors` and saves nothing; a saved step answers the next step's path.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.server';
import type { SessionUser } from '../account/accounts.server';
import type { AddressInput } from '../account/address';
import { addressInputProblems, createAddress } from '../account/addresses.server';
import { formatMoney } from '../site/money';
import { isAttested } from '../cart/attestation';
import { checkoutAttributes, orderKind, shippingLocation, type ShippingLocation } from './attributes';
import { findSameAddress, sameAddress } from './address-match';
import { cardExpired, NOT_YOUR_CARD, type CardInput } from './cards';
import { ownSavedCard } from './saved-cards.server';
import { saveCheckout } from './checkouts.server';
import type { PaymentGateway } from './gateway';
import { placeOrder, type PlaceAnswer, type PlaceProblem } from './place-order.server';
import { checkStock } from './stock-check.server';
import { nextStep, stepPath, type CheckoutStep } from './steps';
import type { CheckoutView } from './view.server';
import { cartReviewedLines, reviewedLinesKey } from './reviewed-lines';
import { trackingIdOf } from '../giving/cart-attribute';
import { PRESCRIPTION_DIET_REFUSAL } from '../catalog/shelf';

export type StepAnswer = { next: string | null; userErrors: PlaceProblem[] };

const refuse = (field: string[], message: string, code: PlaceProblem['code'] = 'INVALID'): StepAnswer => ({
  next: null,
  userErrors: [{ code, field, message }],
});
const saved = (step: CheckoutStep): StepAnswer => ({ next: stepPath(nextStep(step)), userErrors: [] });

export const SIGN_IN_FOR_AUTOSHIP =
  'Sign in or create an account to start an Autoship: an autoship belongs to your account.';

export type InformationInput = {
  email: string;
  location: ShippingLocation;
  address: AddressInput | null;
  acceptsMarketing: boolean;
};

export async function saveInformation(
  db: Db,
  view: CheckoutView,
  user: SessionUser | null,
  input: InformationInput,
): Promise<StepAnswer> {
  if (view.needsSignIn) return refuse(['email'], SIGN_IN_FOR_AUTOSHIP);
  const email = user?.email ?? input.email;
  const wanted = shippingLocation({
    staff: view.staff,
    wanted: input.location,
    homeDeliveryOnly: input.address?.homeDeliveryOnly ?? false,
  });
  if (wanted === 'ship_to_work') {
    const clinic = view.clinicAddress;
    if (!clinic || !user)
      return refuse(
        ['location'],
        'Your clinic’s address is not on file yet. Ship to your home, or finish joining your clinic first.',
      );
    // The clinic's address joins the address book unless it is there already (matched on five fields).
    // It is the clinic's address, not the staff member's home, so it never becomes their default.
    if (!findSameAddress(view.savedAddresses, clinic))
      await createAddress(db, user.id, { ...clinic, homeDeliveryOnly: false }, new Date(), false);
    await saveCheckout(db, view.checkout, {
      email,
      location: wanted,
      address: clinic,
      acceptsMarketing: input.acceptsMarketing,
    });
    return saved('information');
  }
  if (!input.address) return refuse(['address'], 'Enter the address to ship to.');
  const problems = await addressInputProblems(db, input.address);
  if (problems.length > 0)
    return { next: null, userErrors: problems.map((p) => ({ code: 'INVALID', field: p.field, message: p.message })) };
  await saveCheckout(db, view.checkout, {
    email,
    location: wanted,
    address: input.address,
    acceptsMarketing: input.acceptsMarketing,
  });
  return saved('information');
}

export async function confirmDelivery(db: Db, view: CheckoutView): Promise<StepAnswer> {
  if (!view.progress.information)
    return refuse(['information'], 'Enter your contact details and shipping address first.');
  await saveCheckout(db, view.checkout, { deliveryConfirmed: true });
  return saved('delivery');
}

export async function savePayment(
  db: Db,
  gateway: PaymentGateway,
  view: CheckoutView,
  user: SessionUser | null,
  card: CardInput,
  now = new Date(),
): Promise<StepAnswer & { payment: { brand: string; last4: string } | null }> {
  if (!view.progress.information || !view.progress.delivery)
    return { ...refuse(['delivery'], 'Choose your delivery first.'), payment: null };
  const answer = await gateway.save(card, now);
  if ('problems' in answer)
    return {
      next: null,
      userErrors: answer.problems.map((p) => ({ code: 'INVALID', field: ['card', p.field], message: p.message })),
      payment: null,
    };
  const id = `pm_${randomBytes(12).toString('base64url')}`;
  await db
    .insertInto('payment_methods')
    .values({
      id,
      user_id: user?.id ?? null,
      gateway: gateway.name,
      reference: answer.reference,
      brand: answer.brand,
      last4: answer.last4,
      exp_month: answer.expMonth,
      exp_year: answer.expYear,
      created_at: now.toISOString(),
    })
    .execute();
  await saveCheckout(db, view.checkout, { paymentMethodId: id }, now);
  return { ...saved('payment'), payment: { brand: answer.brand, last4: answer.last4 } };
}

/** Pays with a card the customer saved before: only their own, unexpired; anyone else's is refused and nothing kept. */
export async function payWithSavedCard(
  db: Db,
  view: CheckoutView,
  user: SessionUser | null,
  cardId: string,
  now = new Date(),
): Promise<StepAnswer & { payment: { brand: string; last4: string } | null }> {
  if (!view.progress.information || !view.progress.delivery)
    return { ...refuse(['delivery'], 'Choose your delivery first.'), payment: null };
  const card = user ? await ownSavedCard(db, user.id, cardId, now) : null;
  if (!card) return { ...refuse(['savedCardId'], NOT_YOUR_CARD), payment: null };
  await saveCheckout(db, view.checkout, { paymentMethodId: card.id }, now);
  return { ...saved('payment'), payment: { brand: card.brand, last4: card.last4 } };
}

export type PlaceRequest = { attemptToken: string; expectedTotalCents: number; expectedLines: string };

export async function placeCheckoutOrder(
  db: Db,
  gateway: PaymentGateway,
  view: CheckoutView,
  user: SessionUser | null,
  input: PlaceRequest,
  now = new Date(),
): Promise<PlaceAnswer> {
  const no = (field: string[], message: string, code: PlaceProblem['code'] = 'INVALID'): PlaceAnswer => ({
    order: null,
    userErrors: [{ code, field, message }],
  });
  const { checkout, cart, summary } = view;
  if (view.needsSignIn) return no(['account'], SIGN_IN_FOR_AUTOSHIP);
  if (view.offShelf) return no(['lineItems'], PRESCRIPTION_DIET_REFUSAL);
  if (
    !view.progress.information ||
    !view.progress.delivery ||
    !view.progress.payment ||
    !checkout.address ||
    !checkout.email
  )
    return no(['checkout'], 'Finish the steps above before placing your order.');
  const attested = isAttested(cart.attributes);
  if (view.staff && !attested)
    return no(['attestation'], 'Confirm the program statement in your cart to place your order.');
  if (input.expectedLines !== reviewedLinesKey(cartReviewedLines(cart)))
    return no(
      ['lineItems'],
      'Your cart changed since you reviewed it. Please check your order and place it again.',
      'CART_CHANGED',
    );
  if (input.expectedTotalCents !== summary.totalCents)
    return no(
      ['total'],
      `Your total is now ${formatMoney(summary.totalCents)}. Please check your order and place it again.`,
      'CART_CHANGED',
    );
  const stockLines = cart.lineItems.map((l) => ({
    sku: l.variant.sku,
    productType: l.product.productType,
    quantity: l.quantity,
    title: l.product.title,
  }));
  const stock = await checkStock(
    db,
    stockLines,
    checkout.address.zip,
    checkout.location === 'ship_to_work' ? 'CLINIC' : 'HOME',
  );
  if (!stock.ok) return no(['lineItems'], stock.message, 'OUT_OF_STOCK');
  const payment = await db
    .selectFrom('payment_methods')
    .select(['id', 'reference', 'brand', 'last4', 'user_id', 'exp_month', 'exp_year'])
    .where('id', '=', checkout.paymentMethodId!)
    .executeTakeFirst();
  // A card is charged only for whoever saved it (a guest's card has no owner) and only while it is valid.
  if (!payment || (payment.user_id !== null && payment.user_id !== (user?.id ?? null)))
    return no(['payment'], 'Enter your card again.');
  if (cardExpired(payment.exp_month, payment.exp_year, now))
    return no(['payment'], 'Your card has expired. Choose another card or enter a new one.');
  const clinic = view.clinicAddress;
  const home =
    checkout.location === 'ship_to_home'
      ? checkout.address
      : (view.savedAddresses.find((a) => a.isDefault && !(clinic && sameAddress(a, clinic))) ?? null);
  const attributes = checkoutAttributes({
    staff: view.staff,
    soldTo: user?.data.SF_StoreSoldTo ?? null,
    shipTo: user?.data.SF_PreferedShipTo ?? null,
    location: checkout.location,
    workAddress: view.clinicAddress,
    homeAddress: home,
    attestationChecked: attested,
    trackingId: trackingIdOf(cart.attributes),
    kind: orderKind(cart.lineItems.map((l) => ({ sellingPlanId: l.sellingPlanAllocation?.sellingPlan.id ?? null }))),
    acceptsMarketing: checkout.acceptsMarketing,
  });
  return placeOrder(db, gateway, {
    checkout,
    cart,
    summary,
    attributes,
    attemptKey: input.attemptToken,
    payment: { id: payment.id, reference: payment.reference, brand: payment.brand, last4: payment.last4 },
    stock: stock.plan,
    email: checkout.email,
    now,
  });
}
