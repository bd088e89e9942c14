// The built-in test gateway (docs/payments.md): charges by the well-known test numbers, and the void and refund the
// back office gives money back with (issue 38 §3), including the card whose refunds fail.
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/lib/checkout/cards';
import { REFUND_REFUSED, testGateway } from '../../src/lib/checkout/test-gateway';

const now = new Date('2026-11-29T12:00:00Z');

async function chargeOf(number: string, key = 'attempt-1') {
  const saved = await testGateway.save({ number, expMonth: 12, expYear: 2030, cvc: '123' }, now);
  if ('problems' in saved) throw new Error('card refused');
  return testGateway.charge({ reference: saved.reference, amountCents: 4599, currency: 'USD', idempotencyKey: key });
}

describe('the test gateway', () => {
  it('refunds an approved charge once per key, the same refund id for a retry', async () => {
    const charge = await chargeOf(TEST_CARDS.approve);
    expect(charge.status).toBe('approved');
    if (charge.status !== 'approved') return;
    const first = await testGateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: 'r1' });
    const retry = await testGateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: 'r1' });
    const other = await testGateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: 'r2' });
    expect(first).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^re_test_/) });
    expect(retry).toEqual(first);
    expect(other).not.toEqual(first);
    await expect(testGateway.void(charge.chargeId)).resolves.toBeUndefined();
  });

  it('approves 4000 0000 0000 5126 but refuses to refund or void it', async () => {
    const charge = await chargeOf(TEST_CARDS.refundFails);
    expect(charge.status).toBe('approved');
    if (charge.status !== 'approved') return;
    expect(await testGateway.refund({ chargeId: charge.chargeId, amountCents: 100, idempotencyKey: 'r' })).toEqual({
      status: 'failed',
      message: REFUND_REFUSED,
    });
    await expect(testGateway.void(charge.chargeId)).rejects.toThrow(REFUND_REFUSED);
  });

  it('refuses a refund of nothing or of a charge it never made', async () => {
    const charge = await chargeOf(TEST_CARDS.approve);
    if (charge.status !== 'approved') throw new Error('not approved');
    expect((await testGateway.refund({ chargeId: charge.chargeId, amountCents: 0, idempotencyKey: 'r' })).status).toBe(
      'failed',
    );
    expect((await testGateway.refund({ chargeId: 'ch_other', amountCents: 100, idempotencyKey: 'r' })).status).toBe(
      'failed',
    );
  });
});
