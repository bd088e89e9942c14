import { describe, expect, it } from 'vitest';
import {
  MAX_DONATION_LINES,
  parseCartDonationRequest,
  productDonationQuerySchema,
} from '../../src/lib/giving/cart-request';

const good = {
  cmsIds: [{ id: '40010007', price: 12.99, quantity: 2, discount: 1 }],
  cartDiscount: 0.5,
  providedCauseId: '23-7182091',
  ignoreDirectDonations: true,
  customerSegmentId: 'segment-window-staff',
};

describe('the cart donation request (spec 001 §3)', () => {
  it('takes a good request as it is, with defaults for what is left out', () => {
    expect(parseCartDonationRequest(good)).toEqual({ ok: true, value: good });
    expect(parseCartDonationRequest({ cmsIds: [{ id: 'a', price: 1, quantity: 1 }] })).toEqual({
      ok: true,
      value: {
        cmsIds: [{ id: 'a', price: 1, quantity: 1, discount: 0 }],
        cartDiscount: 0,
        providedCauseId: null,
        ignoreDirectDonations: false,
        customerSegmentId: null,
      },
    });
  });

  it('says clearly what is wrong', () => {
    const cases: [unknown, string][] = [
      [{ ...good, cmsIds: 'x' }, 'cmsIds: must be a list of lines'],
      [{ ...good, cmsIds: [{ ...good.cmsIds[0], quantity: 1.5 }] }, 'cmsIds.0.quantity: must be a whole number'],
      [{ ...good, cmsIds: [{ ...good.cmsIds[0], quantity: 0 }] }, 'cmsIds.0.quantity: must be from 1 to 999'],
      [{ ...good, cmsIds: [{ ...good.cmsIds[0], quantity: 1000 }] }, 'cmsIds.0.quantity: must be from 1 to 999'],
      [{ ...good, cmsIds: [{ ...good.cmsIds[0], price: -1 }] }, 'cmsIds.0.price: must not be negative'],
      [{ ...good, cmsIds: [{ ...good.cmsIds[0], price: '12.99' }] }, 'cmsIds.0.price: must be a number of dollars'],
      [
        { ...good, cmsIds: [{ ...good.cmsIds[0], id: '' }] },
        'cmsIds.0.id: must be a product or variant id such as "40010007"',
      ],
      [{ ...good, cartDiscount: -0.01 }, 'cartDiscount: must not be negative'],
      [
        { ...good, providedCauseId: 'not a cause' },
        'providedCauseId: must be a charity tax id or a 32-digit portfolio id',
      ],
    ];
    for (const [raw, message] of cases) {
      const parsed = parseCartDonationRequest(raw);
      expect(parsed.ok, message).toBe(false);
      if (!parsed.ok) expect(parsed.message).toBe(message);
    }
  });

  it(`limits a cart to ${MAX_DONATION_LINES} lines and refuses numbers JSON cannot hold`, () => {
    const lines = Array.from({ length: MAX_DONATION_LINES + 1 }, (_, i) => ({ id: `v${i}`, price: 1, quantity: 1 }));
    expect(parseCartDonationRequest({ cmsIds: lines }).ok).toBe(false);
    expect(parseCartDonationRequest({ cmsIds: lines.slice(1) }).ok).toBe(true);
    expect(parseCartDonationRequest({ cmsIds: [{ id: 'a', price: Infinity, quantity: 1 }] }).ok).toBe(false);
    expect(parseCartDonationRequest({ cmsIds: [{ id: 'a', price: NaN, quantity: 1 }] }).ok).toBe(false);
    expect(parseCartDonationRequest(null).ok).toBe(false);
  });
});

describe('the product donation request from a query string (spec 001 §7)', () => {
  it('reads realPrice as dollars and empty optional ids as none', () => {
    expect(productDonationQuerySchema.parse({ cmsId: '40010007', realPrice: '12.99', providedCauseId: '' })).toEqual({
      cmsId: '40010007',
      realPrice: 12.99,
      providedCauseId: null,
      customerSegmentId: null,
    });
    for (const realPrice of ['-1', '1e3', 'abc', '12.', ' 1', '99999999'])
      expect(productDonationQuerySchema.safeParse({ cmsId: 'a', realPrice }).success, realPrice).toBe(false);
  });
});

describe('JSON the giving calls keep (spec 001 §7 add-integration-info, events)', () => {
  it('measures depth without recursion and refuses JSON nested too deep', async () => {
    const { jsonDepth, jsonObjectSchema, MAX_JSON_DEPTH } = await import('../../src/lib/giving/requests');
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonObjectSchema.safeParse({ a: deep }).success).toBe(false);
    expect(jsonObjectSchema.safeParse({ constructor: { a: 1 } }).success).toBe(true);
    expect(jsonObjectSchema.safeParse([]).success).toBe(false);
  });
});
