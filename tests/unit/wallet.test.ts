// The cards on file as My Account shows them and checkout offers them (issue 36 §13; spec 000 §2 My Account).
import { describe, expect, it } from 'vitest';
import { cardAfterRemoving, walletOf, type WalletRow } from '../../src/lib/checkout/wallet';

const NOW = new Date('2026-11-28T12:00:00Z');
let n = 0;
const row = (over: Partial<WalletRow>): WalletRow => ({
  id: `pm_${++n}`,
  gateway: 'test',
  reference: `ref-${over.last4 ?? '4242'}`,
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2029,
  created_at: '2026-01-01T00:00:00Z',
  is_default: 0,
  ...over,
});

describe('the cards on file', () => {
  it('shows a card entered for three orders once, named by its newest entry, with every entry kept', () => {
    const entries = [
      row({ id: 'pm_a', created_at: '2026-03-01T00:00:00Z' }),
      row({ id: 'pm_b', created_at: '2026-09-01T00:00:00Z' }),
      row({ id: 'pm_c', created_at: '2026-06-01T00:00:00Z' }),
    ];
    const cards = walletOf(entries, NOW);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: 'pm_b', brand: 'Visa', last4: '4242', isDefault: true, expired: false });
    expect(cards[0]!.entryIds.sort()).toEqual(['pm_a', 'pm_b', 'pm_c']);
  });

  it('puts the marked default first, then the newest, and expired cards last and never the default', () => {
    const visa = row({ id: 'visa', last4: '4242', created_at: '2026-02-01T00:00:00Z', is_default: 1 });
    const master = row({ id: 'mc', brand: 'Mastercard', last4: '4444', created_at: '2026-08-01T00:00:00Z' });
    const old = row({ id: 'old', last4: '0005', exp_year: 2025, created_at: '2026-10-01T00:00:00Z' });
    const cards = walletOf([old, master, visa], NOW);
    expect(cards.map((c) => [c.id, c.isDefault, c.expired])).toEqual([
      ['visa', true, false],
      ['mc', false, false],
      ['old', false, true],
    ]);
  });

  it('without a marked card the newest working one is the default; a marked card that expired is not', () => {
    const expiredMarked = row({ id: 'gone', last4: '1111', exp_month: 10, exp_year: 2026, is_default: 1 });
    const a = row({ id: 'a', last4: '2222', created_at: '2026-04-01T00:00:00Z' });
    const b = row({ id: 'b', last4: '3333', created_at: '2026-05-01T00:00:00Z' });
    const cards = walletOf([expiredMarked, a, b], NOW);
    expect(cards.find((c) => c.isDefault)?.id).toBe('b');
    expect(cards.at(-1)).toMatchObject({ id: 'gone', expired: true, isDefault: false });
  });

  it('a card works to the end of its expiry month', () => {
    expect(walletOf([row({ exp_month: 11, exp_year: 2026 })], NOW)[0]!.expired).toBe(false);
    expect(walletOf([row({ exp_month: 10, exp_year: 2026 })], NOW)[0]!.expired).toBe(true);
  });

  it('a removed card hands over to the default, or to the newest working card when it was the default', () => {
    const cards = walletOf(
      [
        row({ id: 'def', last4: '1111', is_default: 1, created_at: '2026-01-01T00:00:00Z' }),
        row({ id: 'new', last4: '2222', created_at: '2026-09-01T00:00:00Z' }),
        row({ id: 'mid', last4: '3333', created_at: '2026-05-01T00:00:00Z' }),
        row({ id: 'exp', last4: '4444', exp_year: 2024, created_at: '2026-10-01T00:00:00Z' }),
      ],
      NOW,
    );
    expect(cardAfterRemoving(cards, 'mid')?.id).toBe('def');
    expect(cardAfterRemoving(cards, 'def')?.id).toBe('new');
    const onlyExpiredLeft = walletOf([row({ id: 'x', last4: '5555' }), row({ id: 'y', exp_year: 2020 })], NOW);
    expect(cardAfterRemoving(onlyExpiredLeft, 'x')).toBeNull();
  });
});
