import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdown, inactivityTimer, SIGN_OUT_COUNTDOWN_SECONDS, timeLeftText } from '../../src/lib/account/inactivity';

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

describe('the alert’s countdown to sign-out (spec 000 §4 Session)', () => {
  it('shows the seconds left and ends once, when they run out', () => {
    const ticks: number[] = [];
    const onEnd = vi.fn();
    countdown(3, (left) => ticks.push(left), onEnd);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(2_999);
    expect(ticks).toEqual([3, 2, 1]);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(ticks).toEqual([3, 2, 1]);
  });

  it('ends on time when the browser let its ticks run late', () => {
    const onEnd = vi.fn();
    countdown(SIGN_OUT_COUNTDOWN_SECONDS, () => {}, onEnd);
    vi.setSystemTime(Date.now() + SIGN_OUT_COUNTDOWN_SECONDS * 1000); // a throttled tab: the clock moved, no tick ran
    vi.advanceTimersByTime(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('never ends once stopped (Continue)', () => {
    const onEnd = vi.fn();
    const clock = countdown(5, () => {}, onEnd);
    vi.advanceTimersByTime(4_000);
    clock.stop();
    vi.advanceTimersByTime(60_000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('says the time left in words', () => {
    expect(timeLeftText(60)).toBe('60 seconds');
    expect(timeLeftText(1)).toBe('1 second');
  });
});
