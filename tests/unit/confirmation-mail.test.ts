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
  orderId: 'order-1',
  customer: true,
  placedAt: new Date('2026-11-28T12:00:00Z'),
  link: (path: string) => new URL(path, 'https://shop.example').href,
};

describe('the order confirmation mail (issue: giving, spec 001 §7 set-confirmation-data)', () => {
  it('lists the order and its total', () => {
    const mail = confirmationMail(input);
    expect(mail.subject).toBe('Your order #1020');
    expect(mail.body).toContain('2 × Adult Chicken Recipe (15 lb): $25.98');
    expect(mail.body).toContain('Total: $34.05');
  });

  it('says Tax, not Estimated tax, once the order is placed, and when it should arrive (issue 36)', () => {
    const mail = confirmationMail(input);
    expect(mail.body).toContain('Tax: $2.08');
    expect(mail.body).not.toContain('Estimated tax');
    expect(mail.body).toContain(
      'Shipping to:\n  1 Main St\n  Aurora, CO 80011\nEstimated delivery: Tue, Dec 1 – Fri, Dec 4',
    );
  });

  it('links a customer to the order in My Account, absolutely (issue 36)', () => {
    const body = confirmationMail(input).body;
    expect(body).toContain('See your order: https://shop.example/account/orders/order-1');
    expect(body).not.toContain('autoships');
  });

  it('links a customer with an autoship line to their autoships', () => {
    const lines = [{ ...input.lines[0]!, sellingPlanId: 'plan-4w' }];
    expect(confirmationMail({ ...input, lines }).body).toContain(
      'Manage your autoships: https://shop.example/account/autoships',
    );
  });

  it('gives a guest the way to ask about the order instead of a page they cannot open', () => {
    const body = confirmationMail({ ...input, customer: false }).body;
    expect(body).toContain('Questions about your order? Write to us: https://shop.example/contact-us');
    expect(body).not.toContain('/account/');
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
    expect(mail.body).toContain('See your giving: https://shop.example/account/giving');
  });

  it('says nothing of giving when the order gives nothing', () => {
    expect(confirmationMail({ ...input, donation: null }).body).not.toContain('giving');
  });
});
