import { describe, expect, it } from 'vitest';
import { fieldMessages, fieldsClearedBy, problemText, unplacedProblems } from '../../src/lib/checkout/client';

describe('checkout messages beside the fields that caused them (DESIGN §7: keyboard and screen-reader use)', () => {
  const problems = [
    { code: 'INVALID', field: ['address', 'zip'], message: 'ZIP code 80202 is in Colorado, not Illinois.' },
    { code: 'INVALID', field: ['address', 'zip'], message: 'We do not deliver to ZIP code 80202 yet.' },
    { code: 'INVALID', field: ['card', 'cvc'], message: 'Enter the 3-digit security code.' },
    { code: 'OUT_OF_STOCK', field: ['lineItems'], message: 'Out of stock.' },
  ];

  it('gives each field of one part its first message', () => {
    expect(fieldMessages(problems, 'address')).toEqual({ zip: 'ZIP code 80202 is in Colorado, not Illinois.' });
    expect(fieldMessages(problems, 'card')).toEqual({ cvc: 'Enter the 3-digit security code.' });
    expect(fieldMessages(problems, 'email')).toEqual({});
  });

  it('joins every message for the alert, and never says nothing', () => {
    expect(problemText(problems.slice(2))).toBe('Enter the 3-digit security code. Out of stock.');
    expect(problemText([])).toBe('Something went wrong. Please try again.');
  });

  it('leaves the alert only what no field shows, so each problem is said once', () => {
    expect(unplacedProblems(problems, 'address').map((p) => p.message)).toEqual([
      'Enter the 3-digit security code.',
      'Out of stock.',
    ]);
    expect(unplacedProblems(problems.slice(0, 2), 'address')).toEqual([]);
    expect(
      unplacedProblems([{ code: 'INVALID', field: ['address'], message: 'Enter the address.' }], 'address'),
    ).toHaveLength(1);
  });

  it('takes a ZIP-not-in-state message away when either the ZIP or the state changes', () => {
    expect(fieldsClearedBy('provinceCode')).toEqual(['zip', 'provinceCode']);
    expect(fieldsClearedBy('zip')).toEqual(['zip', 'provinceCode']);
    expect(fieldsClearedBy('city')).toEqual(['city']);
  });
});
