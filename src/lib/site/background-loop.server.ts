// Runs a background job's passes in the server (the mail relay, the autoship scheduler): one at start, one every
// interval, and one soon after a kick, never two at once in one process (claims in the database keep instances
// apart). The timer does not keep the process alive.
import { errorMessage, log } from './log';

export type BackgroundLoop = {
  /** Asks for a pass soon: there is new work (perhaps in a transaction that is about to commit). */
  kick: () => void;
  /** No more passes; resolves when the pass in progress, if any, has ended. */
  stop: () => Promise<void>;
};

const KICK_DELAY_MS = 100;

export function startBackgroundLoop(name: string, pass: () => Promise<unknown>, everyMs: number): BackgroundLoop {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => log('error', `${name} pass failed`, { error: errorMessage(error) }),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    kick: () => setTimeout(run, KICK_DELAY_MS).unref(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
