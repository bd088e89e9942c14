import { describe, expect, it } from 'vitest';
import { DONATION_KEY, withDonation } from '../../src/lib/giving/donation-attribute';

describe('the donation key (spec 000 §9 "Donation key sgdonation")', () => {
  it('keys the order’s donation sgdonation, in dollars with two decimals, beside its other attributes', () => {
    expect(DONATION_KEY).toBe('sgdonation');
    const others = [{ key: 'tracking_id', value: 't1' }];
    expect(withDonation(others, 0.48)).toEqual([...others, { key: 'sgdonation', value: '0.48' }]);
    expect(withDonation(others, 1.5)).toEqual([...others, { key: 'sgdonation', value: '1.50' }]);
  });

  it('adds nothing for an order that gives nothing, and never keeps a donation the browser sent', () => {
    const sent = [{ key: 'sgdonation', value: '999.00' }];
    expect(withDonation(sent, 0)).toEqual([]);
    expect(withDonation(sent, Number.NaN)).toEqual([]);
    expect(withDonation(sent, -2)).toEqual([]);
    expect(withDonation(sent, 0.25)).toEqual([{ key: 'sgdonation', value: '0.25' }]);
  });
});
