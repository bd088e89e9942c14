// Popular kept pages go out in brotli's smallest form (issue: speed): made once a page has been sent often enough,
// off the event loop, replacing the quick form only when it is smaller and the page was not compressed otherwise.
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { CachedPage } from '../../src/lib/http/page-cache';
import { compress, compressSmallest } from '../../src/lib/http/compression.server';
import { SmallestBrotli } from '../../src/lib/http/smallest-brotli.server';

const html = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `<li class="card"><a href="/products/food-${i}">Food ${i}</a></li>`).join(''),
);

const page = (): CachedPage => ({
  status: 200,
  headers: [],
  etag: 'W/"x"',
  bodies: { identity: html, br: compress(html, 'br', true) },
  compressible: true,
  sent: { br: ['content-length', '1'], gzip: ['content-length', '2'] },
  storedAt: 0,
});

/** Room for every page a test makes. */
const ROOMY = { pages: 100, windowMs: 1_000 };

const sendTimes = (smallest: SmallestBrotli, kept: CachedPage, times: number) =>
  Array.from({ length: times }, () => smallest.sent(kept)).filter((p) => p !== null);

describe('SmallestBrotli', () => {
  it('makes a page smaller once, on the sending that reaches the count, and the same page when decoded', async () => {
    const smallest = new SmallestBrotli({ after: 3, budget: ROOMY });
    const kept = page();
    const quick = kept.bodies.br!;
    const started = sendTimes(smallest, kept, 2);
    expect(started).toEqual([]);
    expect(kept.bodies.br).toBe(quick);
    const [making] = sendTimes(smallest, kept, 5);
    expect(making).toBeDefined();
    await making;
    expect(kept.bodies.br!.byteLength).toBeLessThan(quick.byteLength);
    expect(brotliDecompressSync(kept.bodies.br!).equals(html)).toBe(true);
    // The headers made for the quick form carried its length; gzip's stay.
    expect(kept.sent.br).toBeUndefined();
    expect(kept.sent.gzip).toEqual(['content-length', '2']);
  });

  it('keeps the quick form when the smallest is no smaller, or when the page was compressed again meanwhile', async () => {
    const bigger = new SmallestBrotli({
      after: 1,
      budget: ROOMY,
      compress: async (body) => Buffer.concat([body, body]),
    });
    const kept = page();
    const quick = kept.bodies.br!;
    await bigger.sent(kept);
    expect(kept.bodies.br).toBe(quick);
    expect(kept.sent.br).toBeDefined();

    let finish = (_: Buffer) => {};
    const slow = new SmallestBrotli({
      after: 1,
      budget: ROOMY,
      compress: () => new Promise<Buffer>((r) => (finish = r)),
    });
    const other = page();
    const making = slow.sent(other);
    const replaced = brotliCompressSync(html);
    other.bodies.br = replaced;
    finish(Buffer.from('x'));
    await making;
    expect(other.bodies.br).toBe(replaced);
  });

  it('logs a failure and leaves the page as it was', async () => {
    const logger = vi.fn();
    const failing = new SmallestBrotli({
      after: 1,
      budget: ROOMY,
      compress: () => Promise.reject(new Error('no memory')),
      logger,
    });
    const kept = page();
    const quick = kept.bodies.br;
    await failing.sent(kept);
    expect(kept.bodies.br).toBe(quick);
    expect(logger).toHaveBeenCalledWith('warn', 'a page could not be made smaller', { error: 'no memory' });
  });

  it('makes one page at a time and skips a page rather than queue it behind too many', async () => {
    const finishes: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const compressLater = async (body: Uint8Array) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((r) => finishes.push(r));
      running -= 1;
      return Buffer.from(body.subarray(0, 1));
    };
    const smallest = new SmallestBrotli({ after: 1, budget: ROOMY, compress: compressLater, maxWaiting: 2 });
    const pages = [page(), page(), page(), page(), page()];
    const made = pages.map((p) => smallest.sent(p));
    // One running, two waiting: the fourth and fifth pages are left as they are.
    expect(made.map((m) => m !== null)).toEqual([true, true, true, false, false]);
    while (finishes.length > 0 || running > 0) {
      await new Promise((r) => setImmediate(r));
      finishes.shift()?.();
    }
    await Promise.all(made);
    expect(most).toBe(1);
    expect(pages.map((p) => p.bodies.br!.byteLength === 1)).toEqual([true, true, true, false, false]);
  });

  it('makes no page that is no longer wanted when its turn comes (dropped, or soon rendered again)', async () => {
    const compress = vi.fn(async (body: Uint8Array) => Buffer.from(body.subarray(0, 1)));
    const smallest = new SmallestBrotli({ after: 1, budget: ROOMY, compress });
    const dropped = page();
    const quick = dropped.bodies.br;
    await smallest.sent(dropped, () => false);
    expect(compress).not.toHaveBeenCalled();
    expect(dropped.bodies.br).toBe(quick);
    const wanted = page();
    await smallest.sent(wanted, () => true);
    expect(compress).toHaveBeenCalledTimes(1);
    expect(wanted.bodies.br!.byteLength).toBe(1);
  });

  it('takes on at most its budget of pages in a window, and more once the window has passed', async () => {
    let now = 0;
    const compress = vi.fn(async (body: Uint8Array) => Buffer.from(body.subarray(0, 1)));
    const smallest = new SmallestBrotli({ after: 1, budget: { pages: 2, windowMs: 30_000 }, compress, now: () => now });
    const first = [page(), page(), page()].map((p) => smallest.sent(p));
    expect(first.map((m) => m !== null)).toEqual([true, true, false]);
    await Promise.all(first);
    now = 29_999;
    expect(smallest.sent(page())).toBeNull();
    now = 30_000;
    await smallest.sent(page());
    expect(compress).toHaveBeenCalledTimes(3);
  });

  it('is no larger than the quick brotli of a page, and decodes to the page', async () => {
    const quick = compress(html, 'br', true);
    const smallest = await compressSmallest(html);
    expect(smallest.byteLength).toBeLessThanOrEqual(quick.byteLength);
    expect(brotliDecompressSync(smallest).equals(html)).toBe(true);
  });
});
