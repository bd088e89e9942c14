import { describe, expect, it, vi } from 'vitest';
import type { PaymentGateway } from '../../src/lib/checkout/gateway';
import { voidAfterFault } from '../../src/lib/checkout/void-after-fault.server';

function gatewayThat(voids: (chargeId: string) => Promise<void>): PaymentGateway & { voided: string[] } {
  const voided: string[] = [];
  return {
    name: 'fake',
    voided,
    save: async () => ({ problems: [] }),
    charge: async () => ({ status: 'approved', chargeId: 'ch_1' }),
    refund: async () => ({ status: 'failed', message: 'not used here' }),
    void: async (chargeId) => {
      voided.push(chargeId);
      await voids(chargeId);
    },
  };
}

describe('a charge whose order was not written is given back (issue: placing the order is one transaction)', () => {
  it('voids the approved charge after the fault', async () => {
    const gateway = gatewayThat(async () => undefined);
    await voidAfterFault(gateway, 'ch_42', new Error('the database went away'));
    expect(gateway.voided).toEqual(['ch_42']);
  });

  it('voids nothing when no charge was approved', async () => {
    const gateway = gatewayThat(async () => undefined);
    await voidAfterFault(gateway, null, new Error('refused before charging'));
    expect(gateway.voided).toEqual([]);
  });

  it('logs a void that fails, for a refund by hand, and does not throw over the first fault', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const errors = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    try {
      await voidAfterFault(
        gatewayThat(async () => Promise.reject(new Error('processor down'))),
        'ch_7',
        new Error('commit failed'),
      );
    } finally {
      spy.mockRestore();
      errors.mockRestore();
    }
    expect(lines.join('\n')).toMatch(/refund it by hand/);
    expect(lines.join('\n')).toContain('ch_7');
  });
});
