// A shipping address (spec 001 §3 "Address"; spec 000 §5 ZIP rule): US only, a state of the 50 or DC, a five-digit
// ZIP that belongs to that state. The shape the API answers is the commerce backend's (`provinceCode`, `zip`, …).
import { z } from 'zod/v4';
import { stateForZip, US_STATES } from '../site/us-states';

const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];
const text = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const addressInput = z.object({
  firstName: text(80),
  lastName: text(80),
  company: optional(120),
  address1: text(120),
  address2: optional(120),
  city: text(80),
  provinceCode: z.enum(STATE_CODES, { error: 'must be a US state code' }),
  zip: z.string().regex(/^\d{5}$/, 'must be five digits'),
  countryCode: z.literal('US').default('US'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number')
    .nullish()
    .transform((v) => v ?? null),
  homeDeliveryOnly: z.boolean().default(false),
});

export type AddressInput = z.output<typeof addressInput>;
export type Address = AddressInput & { id: string; province: string; isDefault: boolean };

export type AddressProblem = { field: string[]; message: string };

/** What the field checks cannot see: the ZIP must lie in the chosen state and be one the shop delivers to. */
export function addressProblems(
  input: Pick<AddressInput, 'zip' | 'provinceCode'>,
  zipServed: boolean,
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const state = stateForZip(input.zip);
  if (state && state.code !== input.provinceCode)
    problems.push({
      field: ['address', 'zip'],
      message: `ZIP code ${input.zip} is in ${state.name}, not ${stateName(input.provinceCode)}.`,
    });
  if (!zipServed)
    problems.push({ field: ['address', 'zip'], message: `We do not deliver to ZIP code ${input.zip} yet.` });
  return problems;
}

export const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;

/**
 * The address that becomes the default when `deletedId` is deleted, or null when it does not change (a non-default
 * is deleted) or none is left. The address book lists the default first, then the newest first, and deleting the
 * default hands it to the newest remaining one (addresses.server.ts): the first other address in that order.
 */
export function defaultAfterDeleting<T extends Pick<Address, 'id' | 'isDefault'>>(
  addresses: readonly T[],
  deletedId: string,
): T | null {
  const deleted = addresses.find((a) => a.id === deletedId);
  if (!deleted?.isDefault) return null;
  return addresses.find((a) => a.id !== deletedId) ?? null;
}

/** One line for an address in a sentence: "1200 Larimer St, Denver, CO 80204". */
export const addressLine = (a: Pick<Address, 'address1' | 'city' | 'provinceCode' | 'zip'>): string =>
  `${a.address1}, ${a.city}, ${a.provinceCode} ${a.zip}`;
