// A queue that runs at most `slots` jobs at once and starts the others in the order they came. A job that fails frees
// its slot like one that succeeds; its caller gets the failure, the jobs behind it run. A job given a signal is
// abandoned when it aborts before the job starts (its caller left): it leaves the line and never runs.
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1)
      throw new RangeError(`A work queue needs one slot or more, not ${slots}`);
  }

  /** Jobs started and not yet settled, and jobs waiting for a slot. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new Abandoned(signal.reason);
    if (this.running >= this.slots) await this.turn(signal);
    else this.running += 1;
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job in line, so a job that arrives meanwhile cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Waits in line for a slot handed over by a job that ends, or leaves the line when the signal aborts first. */
  private turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((start, leave) => {
      const go = () => {
        signal?.removeEventListener('abort', abandon);
        start();
      };
      const abandon = () => {
        const place = this.waiting.indexOf(go);
        if (place >= 0) this.waiting.splice(place, 1);
        leave(new Abandoned(signal?.reason));
      };
      this.waiting.push(go);
      signal?.addEventListener('abort', abandon, { once: true });
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
