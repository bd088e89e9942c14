import { describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', () => ({ setFlagsFromString: setFlags }));

const { growthChosenAtStart, HEAP_GROWING_PERCENT, limitHeapGrowth } = await import('../../src/server/heap-growth');

describe('the heap growth the server sets at start (issue: speed, memory under add to cart)', () => {
  it('lets the heap grow to twice what was live, not by V8’s own factor of up to four', () => {
    setFlags.mockClear();
    expect(limitHeapGrowth([])).toBe(true);
    expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=100');
    expect(HEAP_GROWING_PERCENT).toBe(100);
  });

  it('keeps the growth an operator chose on the command line, in either spelling', () => {
    for (const argv of [
      ['--heap-growing-percent=80'],
      ['--heap_growing_percent=80'],
      ['--inspect', '--heap-growing-percent'],
    ]) {
      setFlags.mockClear();
      expect(growthChosenAtStart(argv)).toBe(true);
      expect(limitHeapGrowth(argv)).toBe(false);
      expect(setFlags).not.toHaveBeenCalled();
    }
  });

  it('is not fooled by other flags about the heap', () => {
    expect(growthChosenAtStart(['--max-old-space-size=512', '--max-semi-space-size=32'])).toBe(false);
    expect(growthChosenAtStart(['--heap-growing-percentage=80'])).toBe(false);
  });
});
