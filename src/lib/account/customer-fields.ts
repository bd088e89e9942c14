// The customer profile's fields read from metafields (spec 000 §3 Customer profile, Customer metafields): the saved
// cart id, the clinic's sold-to and ZIP, and the ZIP orders ship to, which is the clinic's for staff who ship there.
import type { PreferredAddress } from './preferred-address';

export type MetafieldLike = { id: string; namespace: string; key: string; type: string; value: string };

export const CLINIC_FIELDS = {
  shipTo: { namespace: 'custom', key: 'ship_to' },
  soldTo: { namespace: 'custom', key: 'sold_to' },
  clinicZip: { namespace: 'custom', key: 'clinic_zip' },
} as const;
export const PERSISTED_CART_FIELD = { namespace: 'product', key: 'persisted_cart_id' } as const;

/** The clinic metafields a staff member gets on joining a clinic, or none without a ship-to and sold-to. */
export function clinicMetafields(clinic: {
  shipTo?: string | undefined;
  soldTo?: string | undefined;
  zip?: string | undefined;
}): { namespace: string; key: string; value: string }[] {
  if (!clinic.shipTo || !clinic.soldTo) return [];
  return [
    { ...CLINIC_FIELDS.shipTo, value: clinic.shipTo },
    { ...CLINIC_FIELDS.soldTo, value: clinic.soldTo },
    ...(clinic.zip ? [{ ...CLINIC_FIELDS.clinicZip, value: clinic.zip }] : []),
  ];
}

export type CustomerMetafieldFields<M extends MetafieldLike> = {
  persistedCartMetafield: M | null;
  soldTo: string | null;
  clinicZip: string | null;
  shipToZip: string | null;
};

export function customerMetafieldFields<M extends MetafieldLike>(
  metafields: readonly M[],
  preferredAddress: PreferredAddress | null,
  defaultAddress: { zip: string } | null,
): CustomerMetafieldFields<M> {
  const find = (field: { namespace: string; key: string }) =>
    metafields.find((m) => m.namespace === field.namespace && m.key === field.key) ?? null;
  const clinicZip = find(CLINIC_FIELDS.clinicZip)?.value ?? null;
  return {
    persistedCartMetafield: find(PERSISTED_CART_FIELD),
    soldTo: find(CLINIC_FIELDS.soldTo)?.value ?? null,
    clinicZip,
    shipToZip: preferredAddress === 'clinic' && clinicZip ? clinicZip : (defaultAddress?.zip ?? null),
  };
}
