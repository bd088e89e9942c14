// A queue that runs at most `slots` jobs at once and starts the others in the order they came (p-limit). A job that
// fails frees its slot like one that succeeds; its caller gets the failure, the jobs behind it run. A job given a
// signal is abandoned when it aborts before the job starts (its caller left): its caller is told at once, and it never
// runs.
import pLimit, { type LimitFunction } from 'p-limit';

export class WorkQueue {
  private readonly limit: LimitFunction;

  constructor(slots: number) {
    if (!Number.isInteger(slots) || slots < 1)
      throw new RangeError(`A work queue needs one slot or more, not ${slots}`);
    this.limit = pLimit(slots);
  }

  /** Jobs started and not yet settled, and jobs waiting for a slot (an abandoned one until its turn comes). */
  get size(): { running: number; waiting: number } {
    return { running: this.limit.activeCount, waiting: this.limit.pendingCount };
  }

  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new Abandoned(signal.reason));
    let started = false;
    const queued = this.limit(() => {
      // Its caller left while it waited: its turn passes straight on.
      if (signal?.aborted) throw new Abandoned(signal.reason);
      started = true;
      return job();
    });
    if (!signal) return queued;
    return new Promise<T>((resolve, reject) => {
      const abandon = () => {
        if (!started) reject(new Abandoned(signal.reason));
      };
      signal.addEventListener('abort', abandon, { once: true });
      queued.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
    });
  }
}

/** A job that never ran because its signal aborted first. */
export class Abandoned extends Error {
  constructor(cause: unknown) {
    super('The job was abandoned before it started', { cause });
    this.name = 'Abandoned';
  }
}
