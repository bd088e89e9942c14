// A queue that runs at most `slots` jobs at once and starts the others in the order they came. A job that fails frees
// its slot like one that succeeds; its caller gets the failure, the jobs behind it run.
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

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((start) => this.waiting.push(start));
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
}
