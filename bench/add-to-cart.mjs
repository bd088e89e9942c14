// Add to cart under load: each connection fills a guest cart of its own, as a browser does, and empties it again.
//
// `benchAddToCart(baseUrl, { connections, seconds })` prepares one guest cart per connection through the API (with
// the cookie and the same-origin headers the middleware's door asks of a browser), then runs autocannon. Each
// connection repeats: nine adds of one unit (three foods in turn, so the cart grows to the spec's ten), then one call
// that removes the three added lines, back to the cart's first line. Every answer must be a 200 with no userErrors
// and no warnings: a refusal would be a cheaper answer, so those are counted and reported, not hidden.
//
// Alone: `node bench/add-to-cart.mjs [seconds, default 10] [connections, default 50]` makes a fresh SQLite database in
// a temporary directory with the built server (npm run build first), then starts that server again on it, port 4530
// (BENCH_PORT to change it), as a shop runs once its database exists, and prints the figures with the server's
// resident memory (VmRSS) before and after the load and its peak (VmHWM). The first start, which seeds the database
// (it renders the product art), is reported apart: what it holds says nothing about serving carts.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverArguments, serverEnvironment } from '../scripts/server-command.mjs';

export const API = '/api/ecom/v1.0';
const ADDS_PER_ROUND = 9; // the first line plus nine units: the cart's limit of ten (API.md "Cart")
const GUEST_COOKIE = 'guest_col_cart_id';

/** The headers a browser sends with the shop's own fetch of a JSON API. */
export const browserHeaders = (baseUrl, cookie) => ({
  'content-type': 'application/json',
  origin: new URL(baseUrl).origin,
  'sec-fetch-site': 'same-origin',
  // No Accept-Encoding: each answer is read to count refusals, and autocannon hands it over as text. A browser's
  // answer is compressed too: brotli, about a hundredth of a millisecond for a cart's 2 KB.
  ...(cookie ? { cookie } : {}),
});

async function post(baseUrl, path, body, cookie) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: browserHeaders(baseUrl, cookie),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { json: JSON.parse(text), setCookies: response.headers.getSetCookie() };
}

/** Four foods sold on this site, in stock at the default ZIP, with no autoship: one to start each cart, three to add. */
export async function pickFoods(baseUrl) {
  const { json } = await post(baseUrl, '/api/cms/v1.0/get-products', { limit: 100 });
  // In stock everywhere: a limited-stock size is held by one region's warehouse only, and adding it to a cart for
  // another region's ZIP is refused, which would measure the refusal rather than the add.
  const variants = json.products
    .flatMap((p) => p.variants)
    .filter((v) => v.inStock && !v.badgeTags.includes('limited-stock'));
  if (variants.length < 4) throw new Error('fewer than four foods in stock: is the database seeded?');
  // Spread over the catalogue, so the carts hold different products.
  const step = Math.floor(variants.length / 4);
  return [0, 1, 2, 3].map((i) => variants[i * step].adminGraphqlId);
}

/** A guest cart with one line, made by create-cart as the product page's button does; answers its cookie. */
export async function guestCart(baseUrl, merchandiseId) {
  const { json, setCookies } = await post(baseUrl, `${API}/create-cart`, {
    buyerIdentity: {},
    lineItems: [{ merchandiseId, quantity: 1 }],
  });
  if (json.userErrors.length > 0 || !json.cart) throw new Error(`create-cart refused: ${JSON.stringify(json)}`);
  const pair = setCookies.map((line) => line.split(';')[0]).find((p) => p.startsWith(`${GUEST_COOKIE}=`));
  if (!pair) throw new Error('create-cart set no guest cart cookie');
  return { id: json.cart.id, cookie: pair, firstLine: json.cart.lineItems[0].id };
}

const clean = (body) => body.includes('"userErrors":[]') && body.includes('"warnings":[]');

/**
 * @param {string} baseUrl the running shop, e.g. http://127.0.0.1:4530
 * @param {{ connections?: number, seconds?: number }} [options]
 * @returns {Promise<{ requests: number, rps: number, p50: number, p90: number, p99: number, errors: number,
 *   non2xx: number, userErrors: number, adds: number, removes: number, connections: number, seconds: number }>}
 */
export async function benchAddToCart(baseUrl, { connections = 50, seconds = 10 } = {}) {
  const [first, ...added] = await pickFoods(baseUrl);
  const carts = [];
  for (let i = 0; i < connections; i++) carts.push(await guestCart(baseUrl, first));
  // A connection takes a cart at the start of each round and gives it back, emptied, at the end: autocannon starts
  // every round with a fresh context, and no two connections ever hold one cart.
  const free = [...carts];
  let userErrors = 0;
  let adds = 0;
  let removes = 0;
  const headersOf = (cart) => browserHeaders(baseUrl, cart.cookie);

  const add = (n) => ({
    method: 'POST',
    path: `${API}/add-cart-line-items`,
    setupRequest: (request, context) => {
      if (n === 0) context.cart = free.pop();
      const { cart } = context;
      if (!cart) throw new Error('more connections than carts');
      return {
        ...request,
        headers: headersOf(cart),
        body: JSON.stringify({ cartId: cart.id, lineItems: [{ merchandiseId: added[n % 3], quantity: 1 }] }),
      };
    },
    onResponse: (status, body, context) => {
      adds++;
      if (status !== 200) return;
      if (!clean(body)) userErrors++;
      // After the last add, the lines to take away again: all but the cart's first.
      if (n === ADDS_PER_ROUND - 1) {
        const lines = JSON.parse(body).cart?.lineItems ?? [];
        context.remove = lines.map((l) => l.id).filter((id) => id !== context.cart.firstLine);
      }
    },
  });
  const remove = {
    method: 'POST',
    path: `${API}/remove-cart-line-items`,
    setupRequest: (request, context) => ({
      ...request,
      headers: headersOf(context.cart),
      body: JSON.stringify({ cartId: context.cart.id, lineItemIds: context.remove ?? ['none'] }),
    }),
    onResponse: (status, body, context) => {
      removes++;
      if (status === 200 && !clean(body)) userErrors++;
      free.unshift(context.cart);
    },
  };

  const run = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [...Array.from({ length: ADDS_PER_ROUND }, (_, n) => add(n)), remove],
  });
  return {
    requests: run.requests.total,
    rps: Math.round(run.requests.average),
    p50: run.latency.p50,
    p90: run.latency.p90,
    p99: run.latency.p99,
    errors: run.errors + run.timeouts,
    non2xx: run.non2xx,
    userErrors,
    adds,
    removes,
    connections,
    seconds,
  };
}

/** The resident memory of a process, in MB, from /proc (Linux): the current figure and the peak. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

async function answers(baseUrl) {
  try {
    await fetch(`${baseUrl}/api/health`);
    return true;
  } catch {
    return false;
  }
}

export async function waitUntilListening(baseUrl, server) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await answers(baseUrl)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within a minute');
}

export function startServer(port, databaseFile, logFile) {
  const output = openSync(logFile, 'a'); // the request log goes where an operator's would: a file
  return spawn(process.execPath, serverArguments(), {
    env: {
      ...serverEnvironment(process.env),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${databaseFile}`,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', output, output],
  });
}

export async function stopServer(server) {
  if (server.exitCode === null) server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
}

async function main() {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 50);
  const port = Number(process.env.BENCH_PORT ?? 4530);
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await answers(baseUrl)) throw new Error(`port ${port} is taken by another server: choose one with BENCH_PORT`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-cart-'));
  const database = join(dir, 'store.db');
  const log = join(dir, 'server.log');
  let server;
  try {
    server = startServer(port, database, log);
    await waitUntilListening(baseUrl, server);
    const seeding = memoryOf(server.pid);
    await stopServer(server);
    server = startServer(port, database, log);
    await waitUntilListening(baseUrl, server);
    const before = memoryOf(server.pid);
    const result = await benchAddToCart(baseUrl, { connections, seconds });
    const after = memoryOf(server.pid);
    console.log(`\nadd to cart: ${connections} connections, ${seconds} s, one server on this machine (SQLite)`);
    console.log(
      `${result.rps} req/s   p50 ${result.p50} ms   p90 ${result.p90} ms   p99 ${result.p99} ms   ` +
        `(${result.requests} requests: ${result.adds} adds, ${result.removes} removes)`,
    );
    console.log(
      `errors ${result.errors}   non-2xx ${result.non2xx}   answers with userErrors or warnings ${result.userErrors}`,
    );
    console.log(`server RSS: ${before.rssMb} MB before, ${after.rssMb} MB after, peak ${after.peakMb} MB`);
    console.log(`(the first start, which seeded the new database, held ${seeding.rssMb} MB)`);
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : error}; the server's log:\n${readFileSync(log, 'utf8').slice(-3000)}`,
    );
    process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
