// The statement clinic staff confirm before checkout (spec 001 §3 is_attestation_checked), kept as a cart attribute.
import type { Attribute } from './types';

export const ATTESTATION_KEY = 'is_attestation_checked';
export const ATTESTATION_TEXT = "I confirm these products are for the pets in my care under the program's terms.";

export const isAttested = (attributes: readonly Attribute[]): boolean =>
  attributes.some((a) => a.key === ATTESTATION_KEY && a.value === 'true');
