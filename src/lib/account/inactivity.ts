// The inactivity timer of spec 000 §4 "Session": after `timeoutMs` without activity it calls `onTimeout`; activity
// (mouse move, key press) restarts it, debounced by 1 s so a moving mouse does not reset it hundreds of times.
export const ACTIVITY_DEBOUNCE_MS = 1000;

export type InactivityTimer = { activity: () => void; restart: () => void; stop: () => void };

export function inactivityTimer(
  timeoutMs: number,
  onTimeout: () => void,
  debounceMs = ACTIVITY_DEBOUNCE_MS,
): InactivityTimer {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timeout);
    timeout = setTimeout(onTimeout, timeoutMs);
  };
  restart();
  return {
    restart,
    activity: () => {
      clearTimeout(debounce);
      debounce = setTimeout(restart, debounceMs);
    },
    stop: () => {
      clearTimeout(timeout);
      clearTimeout(debounce);
    },
  };
}

/** How long the inactivity alert waits for Continue before it signs the shopper out (spec 000 §4 "Session"). */
export const SIGN_OUT_COUNTDOWN_SECONDS = 60;

export type Countdown = { stop: () => void };

/**
 * Counts down from `seconds`: `onTick` with the whole seconds left (seconds, …, 1), then `onEnd` once. It reads the
 * clock on each tick, so a tab whose timers the browser slowed still ends on time.
 */
export function countdown(seconds: number, onTick: (left: number) => void, onEnd: () => void): Countdown {
  const deadline = Date.now() + seconds * 1000;
  let ended = false;
  const tick = () => {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    if (left > 0) return onTick(left);
    clearInterval(interval);
    if (!ended) {
      ended = true;
      onEnd();
    }
  };
  const interval = setInterval(tick, 1000);
  onTick(seconds);
  return {
    stop: () => {
      ended = true;
      clearInterval(interval);
    },
  };
}

/** "45 seconds", "1 second": what the alert says is left. */
export const timeLeftText = (seconds: number): string => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
