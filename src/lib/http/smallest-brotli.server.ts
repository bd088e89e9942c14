// Popular pages go out in brotli's smallest form (issue: speed). A kept page is compressed quickly for the request
// that first asks for it in brotli (quality 5, a few milliseconds for a listing). Once it has gone out that way
// `after` times it is compressed again at quality 11, about a tenth smaller (the home page's body: 15.8 KB to
// 13.9 KB), and sent so until it is rendered again. That costs some 0.2 s of one of libuv's pool threads per page, so
// it is spent only on pages that prove popular, one page at a time (the pool's other threads stay free for the pages'
// own hashing and for image jobs), within a budget of pages per window (whatever is asked, however many addresses
// are made popular), and a page is skipped rather than queued behind many others or made when it is no longer sent.
import type { CachedPage } from './page-cache';
import { compressSmallest } from './compression.server';
import { WorkQueue } from '../site/work-queue';
import { errorMessage, log, type Logger } from '../site/log';

export type SmallestOptions = {
  /** The brotli sendings after which a page is made smaller. */
  after: number;
  /** At most `pages` pages are taken on per `windowMs`. */
  budget: { pages: number; windowMs: number };
  compress?: (body: Uint8Array) => Promise<Buffer>;
  /** Pages waiting past this many are left as they are (the next popular page gets its turn). */
  maxWaiting?: number;
  now?: () => number;
  logger?: Logger;
};

export class SmallestBrotli {
  private readonly sends = new WeakMap<CachedPage, number>();
  private readonly queue = new WorkQueue(1);
  private windowStart = -Infinity;
  private taken = 0;

  constructor(private readonly options: SmallestOptions) {}

  /**
   * Counts one sending of `page` in brotli; the sending that makes `after` starts its smallest form, which replaces
   * the quick one (and the headers made for it) once done, unless the page was compressed otherwise meanwhile.
   * `stillWanted` is asked when the page's turn comes: a page dropped or about to be rendered again is not made. The
   * promise, for tests, settles when that is over; it never fails.
   */
  sent(page: CachedPage, stillWanted: () => boolean = () => true): Promise<void> | null {
    const count = (this.sends.get(page) ?? 0) + 1;
    this.sends.set(page, count);
    if (count !== this.options.after) return null;
    const { maxWaiting = 32, compress = compressSmallest, logger = log } = this.options;
    const quick = page.bodies.br;
    if (!quick || this.queue.size.waiting >= maxWaiting || !this.withinBudget()) return null;
    return this.queue
      .run(async () => (stillWanted() ? compress(page.bodies.identity) : null))
      .then(
        (smallest) => {
          if (!smallest || page.bodies.br !== quick || smallest.byteLength >= quick.byteLength) return;
          page.bodies.br = smallest;
          delete page.sent.br; // its content-length was the quick form's
        },
        (error: unknown) => logger('warn', 'a page could not be made smaller', { error: errorMessage(error) }),
      );
  }

  private withinBudget(): boolean {
    const { budget, now = Date.now } = this.options;
    const at = now();
    if (at - this.windowStart >= budget.windowMs) {
      this.windowStart = at;
      this.taken = 0;
    }
    if (this.taken >= budget.pages) return false;
    this.taken += 1;
    return true;
  }
}

/**
 * After twenty sendings: a page asked for less often is not worth the pool's time before it is rendered again. Forty
 * pages in a page's lifetime of thirty seconds: at most about 8 s of one pool thread in 30 s.
 */
export const smallestBrotli = new SmallestBrotli({ after: 20, budget: { pages: 40, windowMs: 30_000 } });
