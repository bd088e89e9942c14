import { describe, expect, it } from 'vitest';
import { describeDonation, donationAmount } from '../../src/lib/giving/donation-text';

const paws = { causeId: '23-7182091', causeName: 'Paws Rescue', amount: 0.13 };

describe('how a donation is said (issue: giving, checkout and Your giving)', () => {
  it('names the one cause and the amount in dollars', () => {
    expect(describeDonation(0.13, [paws])).toBe('$0.13 goes to Paws Rescue');
  });

  it('names each cause with its share when a portfolio spreads the donation', () => {
    const recipients = [
      { causeId: '1', causeName: 'A', amount: 0.12 },
      { causeId: '2', causeName: 'B', amount: 0.05 },
      { causeId: '3', causeName: 'C', amount: 0.03 },
    ];
    expect(describeDonation(0.2, recipients)).toBe('$0.20 goes to A ($0.12), B ($0.05) and C ($0.03)');
  });

  it('says nothing when nothing is given', () => {
    expect(describeDonation(0, [paws])).toBeNull();
    expect(describeDonation(0.13, [])).toBeNull();
    expect(describeDonation(0.05, [{ ...paws, amount: 0 }])).toBeNull();
  });

  it('writes dollars with two decimals and thousands separators', () => {
    expect(donationAmount(1234.5)).toBe('$1,234.50');
    expect(donationAmount(0.1)).toBe('$0.10');
  });
});
