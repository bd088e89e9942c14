// What each page costs to serve, measured with autocannon against a running server: the page from the shared cache
// (a guest with nothing of their own), the page rendered afresh (a guest with a cart, whose page is theirs alone), a
// static file and a trivial Astro answer of the same server for scale. Browsers are sent as they are: br and gzip.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

/** A cart cookie no cart answers to: the page is rendered for this visitor alone, as for any guest with a cart. */
export const COLD = { cookie: `guest_col_cart_id=${randomBytes(16).toString('hex')}` };

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
