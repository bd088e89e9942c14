import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactivityTimer } from '../../src/lib/account/inactivity';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inactivity timer (spec 000 §4 Session, §9 activity debounce 1000 ms)', () => {
  it('fires after the inactivity time when nothing happens', () => {
    const onTimeout = vi.fn();
    inactivityTimer(900_000, onTimeout);
    vi.advanceTimersByTime(899_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts one second after the last activity, however many events came', () => {
    const onTimeout = vi.fn();
    const timer = inactivityTimer(10_000, onTimeout);
    vi.advanceTimersByTime(8_000);
    for (let i = 0; i < 50; i++) timer.activity();
    vi.advanceTimersByTime(2_500); // 10.5 s from the start: the restart one second after the events moved it on
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8_500);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stops for good', () => {
    const onTimeout = vi.fn();
    const timer = inactivityTimer(1_000, onTimeout);
    timer.stop();
    vi.advanceTimersByTime(5_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
