// What each page costs to serve, measured with wrk against a running server: the page from the shared cache (a guest,
// with or without a cart), the page rendered afresh (what a miss of the cache costs), a static file and a trivial
// Astro answer of the same server for scale. Browsers are sent as they are: br and gzip.
//
// wrk, not autocannon: the load tester shares the server's two cores, and autocannon, in JavaScript, spends more CPU
// reading a 14 KB answer than the server spends sending it, so it measured itself (bench/README.md, "wrk").
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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

const run = promisify(execFile);
const REPORT = fileURLToPath(new URL('wrk-report.lua', import.meta.url));

/** One wrk run (one thread, as the server has one core of two to itself), read from its report line. */
async function wrk(url, { connections, seconds, headers }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', REPORT];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let stdout;
  try {
    ({ stdout } = await run('wrk', [...args, url], { timeout: (seconds + 30) * 1000 }));
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('npm run bench needs wrk: apt-get install wrk');
    throw error;
  }
  const line = stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

/** @returns {Promise<{ rps: number; p50: number; p99: number; bytes: number; cpuUs: number }>} */
export async function load(url, { connections = 10, seconds = 10, headers = {}, pid } = {}) {
  const asked = { ...BROWSER, ...headers };
  const first = await fetch(url, { headers: asked });
  if (!first.ok) throw new Error(`${url} answered ${first.status}`);
  await first.arrayBuffer();
  // One second of the same load first, not counted: what the measure before left behind (garbage for the collector,
  // code to compile again) is not charged to this one.
  await wrk(url, { connections, seconds: 1, headers: asked });
  const cpuBefore = cpuMs(pid);
  const r = await wrk(url, { connections, seconds, headers: asked });
  const cpu = cpuMs(pid) - cpuBefore;
  const failed = r.connect + r.read + r.write + r.timeout;
  if (r.status > 0 || failed > 0)
    throw new Error(`${url}: ${r.status} answers not 2xx or 3xx, ${failed} socket errors or time-outs`);
  const requests = Math.max(r.requests, 1);
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    rps: r.requests / (r.durationUs / 1e6),
    p50: ms(r.p50Us),
    p99: ms(r.p99Us),
    bytes: r.bytes / requests,
    cpuUs: (cpu * 1000) / requests,
  };
}
