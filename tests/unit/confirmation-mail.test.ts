import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../src/lib/checkout/confirmation-mail';

const input = {
  to: 'shopper@example.com',
  name: '#1020',
  firstName: 'Sam',
  lines: [
    {
      variantId: 'v1',
      sku: 'SKU1',
      title: 'Adult Chicken Recipe',
      variantTitle: '15 lb',
      handle: 'adult-chicken',
      quantity: 2,
      unitCents: 1299,
      sellingPlanId: null,
      attributes: [],
    },
  ],
  summary: {
    subtotalCents: 2598,
    discountCents: 0,
    programDiscountCents: 0,
    goodsCents: 2598,
    shippingCents: 599,
    taxCents: 208,
    totalCents: 3405,
    freeShipping: false,
    taxKnown: true,
  },
  address: { address1: '1 Main St', address2: null, city: 'Aurora', provinceCode: 'CO', zip: '80011' },
  stockFallback: false,
};

describe('the order confirmation mail (issue: giving, spec 001 §7 set-confirmation-data)', () => {
  it('lists the order and its total', () => {
    const mail = confirmationMail(input);
    expect(mail.subject).toBe('Your order #1020');
    expect(mail.body).toContain('2 × Adult Chicken Recipe (15 lb): $25.98');
    expect(mail.body).toContain('Total: $34.05');
  });

  it('says how much the order gives and to which cause', () => {
    const mail = confirmationMail({
      ...input,
      donation: {
        orderId: 'o1',
        trackingId: 't1',
        totalDonationAmount: 0.26,
        donationRecipients: [{ causeId: '23-7182091', causeName: 'Paws Rescue', amount: 0.26 }],
      },
    });
    expect(mail.body).toContain('Thank you for giving: $0.26 goes to Paws Rescue, at no extra cost to you.');
  });

  it('says nothing of giving when the order gives nothing', () => {
    expect(confirmationMail({ ...input, donation: null }).body).not.toContain('giving');
  });
});
