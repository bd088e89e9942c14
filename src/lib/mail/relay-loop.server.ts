// Runs relay passes in the server: one at start, one every few seconds, and one soon after mail is queued, never two
// at once in one process (claims keep instances apart). The timer does not keep the process alive.
import { errorMessage, log } from '../site/log';
import { RELAY_EVERY_MS } from './delivery';

export type RelayLoop = {
  /** Asks for a pass soon: mail was just queued (perhaps in a transaction that is about to commit). */
  kick: () => void;
  /** No more passes; resolves when the pass in progress, if any, has ended. */
  stop: () => Promise<void>;
};

const KICK_DELAY_MS = 100;

export function startRelayLoop(pass: () => Promise<unknown>, everyMs = RELAY_EVERY_MS): RelayLoop {
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
      .then(() => undefined, (error: unknown) => log('error', 'mail relay pass failed', { error: errorMessage(error) }))
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
