// The checkout's own rules, without a server: the attributes an order carries (spec 001 §3 "Checkout cart attributes",
// §4 "Checkout attributes", §6), matching the clinic's address (§4: five fields, province name to code, country US),
// the test gateway's cards, the signed checkout link, the steps, the stock check (§5) and what the shopper pays
// (spec 000 §9: free-shipping minimum, the $4 Alaska and Hawaii charge; tax by state).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkoutAttributes,
  orderKind,
  salesOrderType,
  shippingLocation,
  type AttributeInput,
  type PostalAddress,
} from '../../src/lib/checkout/attributes';
import { clinicPostalAddress, findSameAddress, provinceCode, sameAddress } from '../../src/lib/checkout/address-match';
import {
  cardBrand,
  cardProblems,
  digitsOnly,
  luhnValid,
  TEST_CARDS,
  testOutcome,
  type CardInput,
} from '../../src/lib/checkout/cards';
import { testGateway } from '../../src/lib/checkout/test-gateway';
import { CHECKOUT_LINK_LIFETIME_MS, checkoutToken, readCheckoutToken } from '../../src/lib/checkout/link';
import { allowedStep, nextStep, stepPath } from '../../src/lib/checkout/steps';
import { shortages, stockNeeds, STOCK_EXEMPT_TYPES } from '../../src/lib/checkout/stock-rule';
import { checkoutSummary, type SummaryInput } from '../../src/lib/checkout/summary';

const attributeMap = (input: Partial<AttributeInput>) =>
  Object.fromEntries(
    checkoutAttributes({
      staff: false,
      soldTo: null,
      shipTo: null,
      location: 'ship_to_home',
      workAddress: null,
      homeAddress: null,
      attestationChecked: false,
      trackingId: null,
      kind: 'oneTimeOrder',
      acceptsMarketing: false,
      ...input,
    }).map((a) => [a.key, a.value]),
  );

const clinic: PostalAddress = {
  address1: '117 Main St',
  address2: 'Suite 10',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80204',
  countryCode: 'US',
};
const home: PostalAddress = {
  address1: '1200 Larimer St',
  address2: null,
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80204',
  countryCode: 'US',
};

describe('checkout attributes (spec 001 §3, §4)', () => {
  it('gives a consumer order sales org USHD, type ZDTC, home shipping and no clinic', () => {
    expect(attributeMap({ homeAddress: home, acceptsMarketing: true, trackingId: 'trk-1' })).toEqual({
      sales_org: 'USHD',
      sales_order_type: 'ZDTC',
      sold_to: '',
      ship_to: '',
      ship_to_work_address: '',
      ship_to_home_address: '1200 Larimer St, Denver, CO 80204, US',
      is_clinic_address: 'false',
      shipping_location: 'ship_to_home',
      is_attestation_checked: 'false',
      tracking_id: 'trk-1',
      order_type: 'oneTimeOrder',
      accepts_email_marketing: 'true',
    });
  });

  it('gives a staff order to the clinic type ZK01, the sold-to and ship-to, the clinic address and the attestation', () => {
    expect(
      attributeMap({
        staff: true,
        soldTo: '0002000001',
        shipTo: '0003000001',
        location: 'ship_to_work',
        workAddress: clinic,
        homeAddress: home,
        attestationChecked: true,
        kind: 'firstPurchaseSubscription',
      }),
    ).toMatchObject({
      sales_org: 'USHD',
      sales_order_type: 'ZK01',
      sold_to: '0002000001',
      ship_to: '0003000001',
      ship_to_work_address: '117 Main St, Suite 10, Denver, CO 80204, US',
      ship_to_home_address: '1200 Larimer St, Denver, CO 80204, US',
      is_clinic_address: 'true',
      shipping_location: 'ship_to_work',
      is_attestation_checked: 'true',
      order_type: 'firstPurchaseSubscription',
      accepts_email_marketing: 'false',
    });
  });

  it('keeps ZK01 for staff shipping home, but the address is then not the clinic', () => {
    expect(attributeMap({ staff: true, location: 'ship_to_home', workAddress: clinic })).toMatchObject({
      sales_order_type: 'ZK01',
      is_clinic_address: 'false',
      shipping_location: 'ship_to_home',
    });
  });

  it('names the order type by who orders: ZK01 for clinic staff, ZDTC for a consumer', () => {
    expect(salesOrderType(true)).toBe('ZK01');
    expect(salesOrderType(false)).toBe('ZDTC');
  });

  it('is firstPurchaseSubscription when any line has a selling plan, oneTimeOrder otherwise', () => {
    expect(orderKind([{ sellingPlanId: null }, { sellingPlanId: 'autoship-4w' }])).toBe('firstPurchaseSubscription');
    expect(orderKind([{ sellingPlanId: null }, { sellingPlanId: null }])).toBe('oneTimeOrder');
    expect(orderKind([])).toBe('oneTimeOrder');
  });

  it.each([
    ['staff to their clinic', true, 'ship_to_work', false, 'ship_to_work'],
    ['staff to their home', true, 'ship_to_home', false, 'ship_to_home'],
    ['staff to a home-delivery-only address: forced home', true, 'ship_to_work', true, 'ship_to_home'],
    ['a consumer asking for work: always home', false, 'ship_to_work', false, 'ship_to_home'],
    ['a consumer to home', false, 'ship_to_home', true, 'ship_to_home'],
  ] as const)('ships %s', (_who, staff, wanted, homeDeliveryOnly, expected) => {
    expect(shippingLocation({ staff, wanted, homeDeliveryOnly })).toBe(expected);
  });
});

describe('matching the clinic address among saved ones (spec 001 §4: five fields)', () => {
  const saved = { address1: '117 Main St', address2: 'Suite 10', city: 'Denver', provinceCode: 'CO', zip: '80204' };

  it('is the same address despite case, extra spaces, and an empty second line against none', () => {
    expect(
      sameAddress(saved, {
        address1: ' 117  MAIN st ',
        address2: 'suite   10',
        city: 'DENVER',
        provinceCode: 'co',
        zip: ' 80204',
      }),
    ).toBe(true);
    expect(sameAddress({ ...saved, address2: '' }, { ...saved, address2: null })).toBe(true);
    expect(sameAddress({ ...saved, address2: '   ' }, { ...saved, address2: null })).toBe(true);
  });

  it.each([
    ['address1', '118 Main St'],
    ['address2', 'Suite 11'],
    ['city', 'Boulder'],
    ['provinceCode', 'IL'],
    ['zip', '80205'],
  ] as const)('is another address when %s differs', (field, value) => {
    expect(sameAddress(saved, { ...saved, [field]: value })).toBe(false);
  });

  it('is another address when one has a second line and the other has none', () => {
    expect(sameAddress(saved, { ...saved, address2: null })).toBe(false);
  });

  it('looks only at the five fields, not at names, phone or company', () => {
    const book = [
      { id: 'a', ...saved, address1: '1 Other Rd', firstName: 'Casey' },
      { id: 'b', ...saved, firstName: 'Someone', phone: '555-000-0000', company: 'Clinic' },
    ];
    expect(findSameAddress(book, saved)?.id).toBe('b');
    expect(findSameAddress(book, { ...saved, zip: '80210' })).toBeNull();
    expect(findSameAddress([], saved)).toBeNull();
  });

  it.each([
    ['Colorado', 'CO'],
    ['colorado', 'CO'],
    ['  New   York ', 'NY'],
    ['District of Columbia', 'DC'],
    ['hi', 'HI'],
    ['CO', 'CO'],
    ['Narnia', null],
    ['', null],
  ])('maps the province %j to the state code %j', (name, code) => {
    expect(provinceCode(name)).toBe(code);
  });

  it('turns a clinic address into the shop’s shape: state code from the name, country US, trimmed, empty second line none', () => {
    expect(
      clinicPostalAddress({
        address1: ' 117 Main St ',
        address2: '  ',
        city: 'Denver ',
        province: 'Colorado',
        zip: ' 80204 ',
      }),
    ).toEqual({
      address1: '117 Main St',
      address2: null,
      city: 'Denver',
      provinceCode: 'CO',
      zip: '80204',
      countryCode: 'US',
    });
    expect(
      clinicPostalAddress({
        address1: '1 Lake St',
        city: 'Chicago',
        provinceCode: 'il',
        province: 'Colorado',
        zip: '60601',
      })?.provinceCode,
    ).toBe('IL');
    expect(
      clinicPostalAddress({ address1: '1 Lake St', city: 'Nowhere', province: 'Atlantis', zip: '60601' }),
    ).toBeNull();
  });
});

describe('cards of the test gateway', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const card = (over: Partial<CardInput> = {}): CardInput => ({
    number: TEST_CARDS.approve,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    ...over,
  });
  const fields = (over: Partial<CardInput>) => cardProblems(card(over), now).map((p) => p.field);

  it('passes the Luhn check for the test numbers and fails a changed digit, letters and the wrong length', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number), number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false); // spaces are taken out before, by digitsOnly
    expect(luhnValid('42424242424a4242')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(luhnValid('4'.repeat(20))).toBe(false);
    expect(digitsOnly('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3566002020360505', 'Card'],
  ])('tells %s is a %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('accepts a good card, with spaces in the number, expiring this month', () => {
    expect(cardProblems(card({ number: '4242 4242 4242 4242', expMonth: 11, expYear: 2026 }), now)).toEqual([]);
    expect(cardProblems(card({ expYear: 30 }), now)).toEqual([]); // two-digit year
  });

  it('refuses an expired card, a month out of range, a bad number and a wrong-length security code', () => {
    expect(fields({ expMonth: 10, expYear: 2026 })).toEqual(['expiry']);
    expect(fields({ expYear: 2025 })).toEqual(['expiry']);
    expect(fields({ expYear: 25 })).toEqual(['expiry']);
    expect(fields({ expMonth: 13 })).toEqual(['expiry']);
    expect(fields({ expMonth: 0 })).toEqual(['expiry']);
    expect(fields({ number: '4242424242424241' })).toEqual(['number']);
    expect(fields({ cvc: '12' })).toEqual(['cvc']);
    expect(fields({ cvc: '1234' })).toEqual(['cvc']);
    expect(fields({ cvc: '12a' })).toEqual(['cvc']);
  });

  it('asks four digits of an American Express card and three of the others', () => {
    expect(fields({ number: '378282246310005', cvc: '1234' })).toEqual([]);
    expect(cardProblems(card({ number: '378282246310005', cvc: '123' }), now)).toEqual([
      { field: 'cvc', message: 'Enter the 4-digit security code.' },
    ]);
    expect(cardProblems(card({ cvc: '1' }), now)).toEqual([
      { field: 'cvc', message: 'Enter the 3-digit security code.' },
    ]);
  });

  it('approves 4242…4242, declines 4000…0002 and any other card, and fails 4000…0119 with a processing error', () => {
    expect(testOutcome('4242 4242 4242 4242')).toBe('approved');
    expect(testOutcome(TEST_CARDS.decline)).toBe('declined');
    expect(testOutcome(TEST_CARDS.processingError)).toBe('processing_error');
    expect(testOutcome('5555555555554444')).toBe('declined');
  });

  it('keeps only the brand and last four, and charges each outcome as its test number says', async () => {
    const saved = await testGateway.save(card({ number: '4242-4242-4242-4242', expYear: 30 }), now);
    expect(saved).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    if (!('reference' in saved)) throw new Error('the card was refused');
    expect(saved.reference).not.toContain('42424242');
    const charge = (reference: string, idempotencyKey = 'attempt-0000000001') =>
      testGateway.charge({ reference, amountCents: 1234, currency: 'USD', idempotencyKey });
    const approved = await charge(saved.reference);
    expect(approved).toMatchObject({ status: 'approved', chargeId: expect.stringMatching(/^ch_test_/) });
    expect(await charge(saved.reference)).toEqual(approved); // the same attempt is the same charge
    expect(await charge(saved.reference, 'attempt-0000000002')).not.toEqual(approved);

    const declined = await testGateway.save(card({ number: TEST_CARDS.decline }), now);
    const failing = await testGateway.save(card({ number: TEST_CARDS.processingError }), now);
    expect(await charge((declined as { reference: string }).reference)).toMatchObject({
      status: 'declined',
      message: expect.stringMatching(/declined/),
    });
    expect(await charge((failing as { reference: string }).reference)).toMatchObject({
      status: 'processing_error',
      message: expect.stringMatching(/Nothing was charged/),
    });
    expect(await charge('something-else')).toMatchObject({ status: 'declined' });
    expect(await testGateway.save(card({ cvc: '1' }), now)).toEqual({
      problems: [{ field: 'cvc', message: 'Enter the 3-digit security code.' }],
    });
  });
});

describe('the signed checkout link (spec 001 §7 multipass)', () => {
  const key = 'a-test-signing-key';
  const now = Date.parse('2026-11-22T12:00:00Z');
  const token = checkoutToken('checkout-0000000001', 'user-1', now, key);

  it('names its checkout and customer for five minutes', () => {
    expect(CHECKOUT_LINK_LIFETIME_MS).toBe(5 * 60 * 1000);
    expect(readCheckoutToken(token, key, now)).toEqual({ checkoutId: 'checkout-0000000001', userId: 'user-1' });
    expect(readCheckoutToken(token, key, now + CHECKOUT_LINK_LIFETIME_MS)).not.toBeNull();
    expect(readCheckoutToken(token, key, now + CHECKOUT_LINK_LIFETIME_MS + 1)).toBeNull();
    expect(readCheckoutToken(checkoutToken('c-guest-000000001', null, now, key), key, now)).toEqual({
      checkoutId: 'c-guest-000000001',
      userId: null,
    });
  });

  it('is worthless once anything in it is changed, or under another key', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ c: 'checkout-0000000001', u: 'user-2', e: now + CHECKOUT_LINK_LIFETIME_MS }),
    ).toString('base64url');
    expect(readCheckoutToken(`${forged}.${signature}`, key, now)).toBeNull(); // another customer
    const longer = Buffer.from(JSON.stringify({ c: 'checkout-0000000001', u: 'user-1', e: now + 86_400_000 })).toString(
      'base64url',
    );
    expect(readCheckoutToken(`${longer}.${signature}`, key, now)).toBeNull(); // a later expiry
    expect(readCheckoutToken(`${payload}.${signature.slice(0, -2)}xx`, key, now)).toBeNull();
    expect(readCheckoutToken(`${payload}.${signature}.extra`, key, now)).toBeNull();
    expect(readCheckoutToken(payload, key, now)).toBeNull();
    expect(readCheckoutToken('', key, now)).toBeNull();
    expect(readCheckoutToken(token, 'another-key', now)).toBeNull();
  });

  it('refuses a well-signed token whose content is not a checkout', () => {
    const signed = (payload: string) => `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    const claims = (value: unknown) => signed(Buffer.from(JSON.stringify(value)).toString('base64url'));
    expect(readCheckoutToken(claims({ c: 'checkout-0000000001', u: 'user-1', e: now + 1000 }), key, now)).toEqual({
      checkoutId: 'checkout-0000000001',
      userId: 'user-1',
    });
    expect(readCheckoutToken(claims({ c: 7, u: 'user-1', e: now + 1000 }), key, now)).toBeNull();
    expect(readCheckoutToken(claims({ c: 'checkout-0000000001', u: 'user-1' }), key, now)).toBeNull();
    expect(
      readCheckoutToken(claims({ c: 'checkout-0000000001', u: 'user-1', e: String(now + 1000) }), key, now),
    ).toBeNull();
    expect(readCheckoutToken(signed(Buffer.from('not json').toString('base64url')), key, now)).toBeNull();
  });
});

describe('checkout steps', () => {
  const none = { information: false, delivery: false, payment: false };

  it('opens a step only once the steps before it are done, leading back to the first undone one', () => {
    expect(allowedStep('review', none)).toBe('information');
    expect(allowedStep('payment', { ...none, information: true })).toBe('delivery');
    expect(allowedStep('review', { information: true, delivery: true, payment: false })).toBe('payment');
    expect(allowedStep('review', { information: true, delivery: true, payment: true })).toBe('review');
    expect(allowedStep('information', { information: true, delivery: true, payment: true })).toBe('information');
    expect(allowedStep('delivery', { information: true, delivery: false, payment: true })).toBe('delivery');
  });

  it('goes information, delivery, payment, review, each at its own path', () => {
    expect(['information', 'delivery', 'payment', 'review'].map((s) => nextStep(s as 'information'))).toEqual([
      'delivery',
      'payment',
      'review',
      'review',
    ]);
    expect(stepPath('payment')).toBe('/checkout/payment');
  });
});

describe('the stock check (spec 001 §5)', () => {
  const food = (sku: string, quantity: number, productType = 'Dry Food') => ({
    sku,
    quantity,
    productType,
    title: `Food ${sku}`,
  });

  it('counts each SKU once over its lines, leaving out lines with no SKU and the exempt product types', () => {
    expect(
      stockNeeds([food('10007', 2), food('10014', 1), food('10007', 3), food('', 4), food('gift-1', 1, 'Gift Card')]),
    ).toEqual([
      { sku: '10007', quantity: 5, title: 'Food 10007' },
      { sku: '10014', quantity: 1, title: 'Food 10014' },
    ]);
    expect(STOCK_EXEMPT_TYPES).toContain('Gift Card');
    expect(stockNeeds([food('10007', 1, 'Treats')], ['Treats'])).toEqual([]);
  });

  it('finds what the region cannot meet, with what it has; an unknown SKU has none', () => {
    const needs = stockNeeds([food('10007', 5), food('10014', 1), food('10021', 1)]);
    expect(
      shortages(
        needs,
        new Map([
          ['10007', 4],
          ['10014', 1],
        ]),
      ),
    ).toEqual([
      { sku: '10007', quantity: 5, title: 'Food 10007', available: 4 },
      { sku: '10021', quantity: 1, title: 'Food 10021', available: 0 },
    ]);
    expect(
      shortages(
        needs,
        new Map([
          ['10007', 5],
          ['10014', 1],
          ['10021', 9],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('what the shopper pays, shown before paying (spec 000 §9; minimum $49)', () => {
  const summary = (over: Partial<SummaryInput> & { subtotalCents: number }) =>
    checkoutSummary({
      discountCents: 0,
      lines: [{ productType: 'Dry Food', subtotalCents: over.subtotalCents }],
      freeShippingMinimum: 49,
      excludedType: 'Treats',
      location: 'ship_to_home',
      provinceCode: 'OR',
      ...over,
    });

  it('ships free at exactly the minimum and over it, for $5.99 just under it', () => {
    expect(summary({ subtotalCents: 4900 })).toMatchObject({ shippingCents: 0, freeShipping: true, totalCents: 4900 });
    expect(summary({ subtotalCents: 7000 })).toMatchObject({ shippingCents: 0, freeShipping: true });
    expect(summary({ subtotalCents: 4899 })).toMatchObject({
      shippingCents: 599,
      freeShipping: false,
      totalCents: 4899 + 599,
    });
  });

  it('does not count the excluded product type towards the minimum', () => {
    const lines = [
      { productType: 'Dry Food', subtotalCents: 4000 },
      { productType: 'Treats', subtotalCents: 1000 },
    ];
    expect(summary({ subtotalCents: 5000, lines }).shippingCents).toBe(599);
  });

  it('adds $4 for Alaska and Hawaii, on free and flat shipping alike', () => {
    expect(summary({ subtotalCents: 6000, provinceCode: 'AK' })).toMatchObject({
      shippingCents: 400,
      taxCents: 0,
      totalCents: 6400,
    });
    expect(summary({ subtotalCents: 2000, provinceCode: 'HI' })).toMatchObject({
      shippingCents: 999,
      taxCents: 120,
      totalCents: 3119,
    }); // 4% of 29.99
  });

  it('ships to a clinic free, under the minimum too', () => {
    expect(summary({ subtotalCents: 1199, location: 'ship_to_work', provinceCode: 'CO' })).toMatchObject({
      shippingCents: 0,
      freeShipping: true,
      taxCents: 35,
      totalCents: 1234,
    }); // 2.9% of 11.99
  });

  it('estimates tax by the destination state on the goods after discounts and on shipping', () => {
    // Illinois 6.25%: 39.17 − 5.32 = 33.85 goods, + 5.99 shipping = 39.84, tax 2.49.
    expect(summary({ subtotalCents: 3917, discountCents: 532, provinceCode: 'IL' })).toEqual({
      subtotalCents: 3917,
      discountCents: 532,
      programDiscountCents: 0,
      goodsCents: 3385,
      shippingCents: 599,
      taxCents: 249,
      totalCents: 4233,
      freeShipping: false,
      taxKnown: true,
    });
    expect(summary({ subtotalCents: 10_000, provinceCode: 'CA' }).taxCents).toBe(725);
    expect(summary({ subtotalCents: 10_000, provinceCode: 'OR' }).taxCents).toBe(0);
  });

  it('adds no tax until the address is known, and says so', () => {
    expect(summary({ subtotalCents: 2000, provinceCode: null })).toMatchObject({
      taxCents: 0,
      taxKnown: false,
      totalCents: 2599,
    });
  });

  it('earns free shipping on the goods before discounts, as the cart tracker does', () => {
    expect(summary({ subtotalCents: 5000, discountCents: 1750, provinceCode: 'OR' })).toMatchObject({
      goodsCents: 3250,
      shippingCents: 0,
      totalCents: 3250,
    });
  });
});
