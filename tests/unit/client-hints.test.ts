// What the browser keeps about the account (spec 000 §3 "Client storage": isEligibleForPd and stfk).
import { describe, expect, it } from 'vitest';
import { clientHints, keepClientHints } from '../../src/lib/account/client-hints';

const staff = {
  kind: 'staff',
  isRegistered: true,
  isEligibleForPd: true,
  data: { SAP_CustomerAccountGroup: 'ZVET', SF_PreferedShipTo: '0003000001', SF_StoreSoldTo: '0002000001' },
};

describe('client storage hints (spec 000 §3)', () => {
  it('names eligibility for everyone signed in and the sold-to store for registered staff', () => {
    expect(clientHints(staff)).toEqual({ isEligibleForPd: 'true', stfk: '0002000001' });
    expect(clientHints({ ...staff, isEligibleForPd: false })).toEqual({ isEligibleForPd: 'false', stfk: '0002000001' });
    expect(clientHints({ kind: 'consumer', isRegistered: true, isEligibleForPd: false, data: {} })).toEqual({
      isEligibleForPd: 'false',
      stfk: null,
    });
    expect(clientHints({ ...staff, isRegistered: false })).toEqual({ isEligibleForPd: 'true', stfk: null });
    expect(clientHints(null)).toEqual({ isEligibleForPd: null, stfk: null });
  });

  it('writes what is known and removes what is not', () => {
    const stored = new Map<string, string>([['stfk', 'old']]);
    const storage = {
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    keepClientHints(storage, { isEligibleForPd: 'false', stfk: null });
    expect(Object.fromEntries(stored)).toEqual({ isEligibleForPd: 'false' });
    keepClientHints(storage, clientHints(staff));
    expect(Object.fromEntries(stored)).toEqual({ isEligibleForPd: 'true', stfk: '0002000001' });
  });
});
