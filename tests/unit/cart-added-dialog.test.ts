import { describe, expect, it } from 'vitest';
import { addedDialogTimes, HIDE_INITIAL_MS } from '../../src/lib/cart/added-dialog';

describe('the add-to-cart dialog’s timing (spec 000 §4 Add to cart, §9)', () => {
  it('stays hidden for the first 750 ms after mounting', () => {
    expect(HIDE_INITIAL_MS).toBe(750);
    expect(addedDialogTimes(1000, 1000).openIn).toBe(750);
    expect(addedDialogTimes(1000, 1500).openIn).toBe(250);
  });

  it('opens at once when the add took longer than 750 ms', () => {
    expect(addedDialogTimes(1000, 1750).openIn).toBe(0);
    expect(addedDialogTimes(1000, 9000).openIn).toBe(0);
  });

  it('stays open by default: the auto-hide is 0, none (spec 000 §9)', () => {
    expect(addedDialogTimes(1000, 1000).closeIn).toBeNull();
    expect(addedDialogTimes(1000, 1000, 0).closeIn).toBeNull();
  });

  it('closes a given delay after it opened, and ignores a delay that is not a positive number', () => {
    expect(addedDialogTimes(1000, 1200, 3000)).toEqual({ openIn: 550, closeIn: 3550 });
    expect(addedDialogTimes(1000, 1000, -5).closeIn).toBeNull();
    expect(addedDialogTimes(1000, 1000, Number.NaN).closeIn).toBeNull();
  });

  it('never waits longer than 750 ms when the clock runs backwards', () => {
    expect(addedDialogTimes(5000, 1000).openIn).toBe(750);
  });
});
