// Finding the clinic's address among the saved ones (spec 001 §4 Checkout attributes): two addresses are the same
// when address1, address2, city, provinceCode and zip agree, ignoring case, spacing and an empty second line. A
// province given by name becomes its state code, and the country is always US.
import { US_STATES } from '../site/us-states';
import type { PostalAddress } from './attributes';

const norm = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

export const MATCH_FIELDS = ['address1', 'address2', 'city', 'provinceCode', 'zip'] as const;

export function sameAddress(a: Omit<PostalAddress, 'countryCode'>, b: Omit<PostalAddress, 'countryCode'>): boolean {
  return MATCH_FIELDS.every((field) => norm(a[field]) === norm(b[field]));
}

export function findSameAddress<T extends Omit<PostalAddress, 'countryCode'>>(
  saved: readonly T[],
  wanted: Omit<PostalAddress, 'countryCode'>,
): T | null {
  return saved.find((a) => sameAddress(a, wanted)) ?? null;
}

/** "Colorado", "colorado" or "CO" → "CO"; anything else → null. */
export function provinceCode(value: string): string | null {
  const wanted = norm(value);
  return US_STATES.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted)?.code ?? null;
}

export type ClinicAddressInput = {
  address1: string;
  address2?: string | null;
  city: string;
  province?: string | null;
  provinceCode?: string | null;
  zip: string;
};

/** The clinic's address in the shop's shape, or null when its state cannot be told. */
export function clinicPostalAddress(input: ClinicAddressInput): PostalAddress | null {
  const code = provinceCode(input.provinceCode ?? input.province ?? '');
  if (!code) return null;
  return {
    address1: input.address1.trim(),
    address2: input.address2?.trim() || null,
    city: input.city.trim(),
    provinceCode: code,
    zip: input.zip.trim(),
    countryCode: 'US',
  };
}
