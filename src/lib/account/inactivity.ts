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
