// The attributes a checkout passes to the order (spec 001 §3 Checkout cart attributes, §4 Checkout attributes,
// §6 roles; spec 001 §9 order types): sales org USHD; order type ZK01 for a clinic, ZDTC for a consumer; the staff's
// sold-to and ship-to; where it ships (a home-delivery-only address forces home); whether the attestation was
// checked; the giving tracking id; oneTimeOrder or firstPurchaseSubscription; and the marketing consent.
import { ATTESTATION_KEY } from '../cart/attestation';
import type { Attribute } from '../cart/types';
import { TRACKING_ATTRIBUTE } from '../giving/cart-attribute';

export const SALES_ORG = 'USHD';
export type ShippingLocation = 'ship_to_home' | 'ship_to_work';
/** The scheduler's later deliveries of an autoship are `subscriptionOrder`. */
export type OrderKind = 'oneTimeOrder' | 'firstPurchaseSubscription' | 'subscriptionOrder';

export const salesOrderType = (clinic: boolean): 'ZK01' | 'ZDTC' => (clinic ? 'ZK01' : 'ZDTC');

export const orderKind = (lines: readonly { sellingPlanId: string | null }[]): OrderKind =>
  lines.some((l) => l.sellingPlanId !== null) ? 'firstPurchaseSubscription' : 'oneTimeOrder';

/** Staff may ship to work (their clinic) or home; a consumer, or any address that takes home delivery only, ships home. */
export function shippingLocation(input: {
  staff: boolean;
  wanted: ShippingLocation;
  homeDeliveryOnly: boolean;
}): ShippingLocation {
  return input.staff && input.wanted === 'ship_to_work' && !input.homeDeliveryOnly ? 'ship_to_work' : 'ship_to_home';
}

/**
 * Only staff, who may ship to their clinic, mark an address as taking home delivery only: the flag forces home over
 * the clinic (spec 001 §3 Address, §4 "A home-delivery-only address forces home", §6). A consumer always ships home.
 */
export const asksHomeDeliveryOnly = (staff: boolean): boolean => staff;

export type PostalAddress = {
  address1: string;
  address2: string | null;
  city: string;
  provinceCode: string;
  zip: string;
  countryCode: string;
};

export type AttributeInput = {
  staff: boolean;
  soldTo: string | null;
  shipTo: string | null;
  location: ShippingLocation;
  workAddress: PostalAddress | null;
  homeAddress: PostalAddress | null;
  attestationChecked: boolean;
  trackingId: string | null;
  kind: OrderKind;
  acceptsMarketing: boolean;
};

const oneLine = (a: PostalAddress | null): string =>
  a
    ? [a.address1, a.address2, a.city, `${a.provinceCode} ${a.zip}`, a.countryCode]
        .filter((p): p is string => Boolean(p))
        .join(', ')
    : '';

export function checkoutAttributes(input: AttributeInput): Attribute[] {
  const clinic = input.staff && input.location === 'ship_to_work';
  return [
    { key: 'sales_org', value: SALES_ORG },
    { key: 'sales_order_type', value: salesOrderType(input.staff) },
    { key: 'sold_to', value: input.soldTo ?? '' },
    { key: 'ship_to', value: input.shipTo ?? '' },
    { key: 'ship_to_work_address', value: oneLine(input.workAddress) },
    { key: 'ship_to_home_address', value: oneLine(input.homeAddress) },
    { key: 'is_clinic_address', value: String(clinic) },
    { key: 'shipping_location', value: input.location },
    { key: ATTESTATION_KEY, value: String(input.attestationChecked) },
    { key: TRACKING_ATTRIBUTE, value: input.trackingId ?? '' },
    { key: 'order_type', value: input.kind },
    { key: 'accepts_email_marketing', value: String(input.acceptsMarketing) },
  ];
}
