// What the browser keeps about the signed-in account (spec 000 §3 "Client storage"): `isEligibleForPd` ("true" or
// "false": whether Prescription Diet is on their shelf) and `stfk`, the staff-feeding key: the sold-to store
// (SF_StoreSoldTo) whose program a registered staff member orders for. Both in localStorage, both plain hints that
// grant nothing (DESIGN §5: never a token); written on every page while the customer is known, removed for a guest and
// at sign-out.
import type { AccountData } from './rules';

export const CLIENT_HINT_KEYS = ['isEligibleForPd', 'stfk'] as const;
export type ClientHints = Record<(typeof CLIENT_HINT_KEYS)[number], string | null>;

export function clientHints(
  user: { isEligibleForPd: boolean; isRegistered: boolean; kind: string; data: AccountData } | null,
): ClientHints {
  if (!user) return { isEligibleForPd: null, stfk: null };
  const staffKey = user.kind === 'staff' && user.isRegistered ? (user.data.SF_StoreSoldTo ?? null) : null;
  return { isEligibleForPd: String(user.isEligibleForPd), stfk: staffKey };
}

/** Writes the hints, removing each that is null. */
export function keepClientHints(storage: Pick<Storage, 'setItem' | 'removeItem'>, hints: ClientHints): void {
  for (const key of CLIENT_HINT_KEYS) {
    const value = hints[key];
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }
}
