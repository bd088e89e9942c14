// Spec 000 §8: a subscription fetch error is logged and ignored, so My Account and My Autoships still show the rest.
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../src/lib/site/log';
import { subscriptionsOrNull } from '../../src/lib/subscriptions/fetch-failure';

function recorder() {
  const lines: Parameters<Logger>[] = [];
  const logger: Logger = (...line) => void lines.push(line);
  return { lines, logger };
}

describe('a subscription fetch (spec 000 §8 "Subscription fetch error: logged and ignored")', () => {
  it('answers what the fetch found, and logs nothing', async () => {
    const { lines, logger } = recorder();
    expect(await subscriptionsOrNull(async () => [{ id: 'sub-1' }], logger)).toEqual([{ id: 'sub-1' }]);
    expect(lines).toEqual([]);
  });

  it('answers null instead of failing, and logs the error with its message', async () => {
    const { lines, logger } = recorder();
    const failing = async (): Promise<string[]> => {
      throw new Error('no such table: subscriptions');
    };
    expect(await subscriptionsOrNull(failing, logger)).toBeNull();
    expect(lines).toEqual([['error', 'Subscription fetch error', { error: 'no such table: subscriptions' }]]);
  });
});
