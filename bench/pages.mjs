// What each page costs to serve, measured with autocannon against a running server: the page from the shared cache
// (a guest, with or without a cart), the page rendered afresh (what a miss of the cache costs), a static file and a
// trivial Astro answer of the same server for scale. Browsers are sent as they are: br and gzip.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** What a browser sends with a page request: the codings it takes and what it accepts. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

const CART_ID = randomBytes(16).toString('hex');
/**
 * A cart cookie without the `has_cart` hint beside it (a cart made before the hint existed): the page is rendered for
 * this visitor alone, each time, since the load tester never keeps the hint it is answered with.
 */
export const COLD = { cookie: `guest_col_cart_id=${CART_ID}` };
/** A guest with a cart, as browsers send it now: the page comes from the shared cache, the cart is fetched after. */
export const WITH_CART = { cookie: `guest_col_cart_id=${CART_ID}; has_cart=1` };

/**
 * The CPU time a process has used, in milliseconds (user and system, from /proc). A load tester on the same machine
 * also needs CPU, and larger answers cost it more: the server's CPU per request says what the server itself spends.
 */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks of 1/100 s
}

/** @returns {Promise<{ rps: number; p50: number; p99: number; bytes: number; cpuUs: number }>} */
export async function load(url, { connections = 10, seconds = 10, headers = {}, pid } = {}) {
  const first = await fetch(url, { headers: { ...BROWSER, ...headers } });
  if (!first.ok) throw new Error(`${url} answered ${first.status}`);
  await first.arrayBuffer();
  const cpuBefore = cpuMs(pid);
  const run = await autocannon({ url, connections, duration: seconds, headers: { ...BROWSER, ...headers } });
  const cpu = cpuMs(pid) - cpuBefore;
  if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0)
    throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors, ${run.timeouts} time-outs`);
  return {
    rps: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    bytes: run.throughput.total / Math.max(run.requests.total, 1),
    cpuUs: (cpu * 1000) / Math.max(run.requests.total, 1),
  };
}
