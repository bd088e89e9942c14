// The widget's first step (spec 001 §4, §9): wait for the store configuration, up to 5 s, looking every 100 ms.
export const STORE_WAIT_TIMEOUT_MS = 5000;
export const STORE_WAIT_POLL_MS = 100;

export interface WaitClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: WaitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Looks at `read` at once and then every `pollMs` until it answers something other than undefined, for at most
 * `timeoutMs`. The answer, or undefined when the time ran out.
 */
export async function waitFor<T>(
  read: () => T | undefined,
  clock: WaitClock = realClock,
  timeoutMs = STORE_WAIT_TIMEOUT_MS,
  pollMs = STORE_WAIT_POLL_MS,
): Promise<T | undefined> {
  const deadline = clock.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (clock.now() >= deadline) return undefined;
    await clock.sleep(Math.min(pollMs, Math.max(0, deadline - clock.now())));
  }
}
