// Add to cart as a true open load: `rate` adds a second, each sent at its scheduled time whatever the answers before
// it, for `seconds`; an add's latency counts from its scheduled time, so a stall of the server shows in full in the
// adds that waited behind it (a closed loop of connections would send fewer while it stalls and hide it).
//
// Each add goes to a guest cart of its own that has no add in flight (a browser does not press twice at once); a cart
// that has had nine adds is emptied back to its first line by the next call it gets. Every answer must be a 200 with
// no userErrors and no warnings.
//
// Alone: `node bench/open-load.mjs [rate, default 400] [seconds, default 10] [runs, default 5]` on a fresh SQLite
// database with the built server (npm run build first), port 4531 (BENCH_PORT to change it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API,
  browserHeaders,
  guestCart,
  memoryOf,
  pickFoods,
  startServer,
  stopServer,
  waitUntilListening,
} from './add-to-cart.mjs';
import { percentile } from './percentile.mjs';

const ADDS_PER_ROUND = 9;
const clean = (body) => body.includes('"userErrors":[]') && body.includes('"warnings":[]');

/**
 * @param {string} baseUrl the running shop
 * @param {{ rate?: number, seconds?: number, carts?: number }} [options]
 */
export async function benchOpenAddToCart(baseUrl, { rate = 400, seconds = 10, carts: cartCount = rate } = {}) {
  const [first, ...added] = await pickFoods(baseUrl);
  const free = [];
  for (let i = 0; i < cartCount; i++) free.push({ ...(await guestCart(baseUrl, first)), adds: 0 });
  const latencies = [];
  let errors = 0;
  let refused = 0;
  let noFreeCart = 0;
  let lateSends = 0;

  async function call(cart, due) {
    const removing = cart.adds === ADDS_PER_ROUND;
    const body = removing
      ? { cartId: cart.id, lineItemIds: cart.lines.filter((id) => id !== cart.firstLine) }
      : { cartId: cart.id, lineItems: [{ merchandiseId: added[cart.adds % 3], quantity: 1 }] };
    try {
      const response = await fetch(`${baseUrl}${API}/${removing ? 'remove-cart-line-items' : 'add-cart-line-items'}`, {
        method: 'POST',
        headers: browserHeaders(baseUrl, cart.cookie),
        body: JSON.stringify(body),
      });
      const text = await response.text();
      latencies.push(performance.now() - due);
      if (response.status !== 200) errors++;
      else if (!clean(text)) refused++;
      else if (removing) cart.adds = 0;
      else {
        cart.adds++;
        if (cart.adds === ADDS_PER_ROUND) cart.lines = JSON.parse(text).cart.lineItems.map((l) => l.id);
      }
    } catch {
      latencies.push(performance.now() - due);
      errors++;
    } finally {
      free.push(cart);
    }
  }

  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const pending = [];
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    // A timer, not a spin: the server shares the machine's cores with this client. A send a timer makes late is
    // counted from its schedule all the same.
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (performance.now() - due > 5) lateSends++;
    const cart = free.shift();
    if (!cart) {
      noFreeCart++;
      errors++;
      continue;
    }
    pending.push(call(cart, due));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    rate,
    seconds,
    sent: total - noFreeCart,
    errors,
    refused,
    lateSends,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? NaN),
  };
}

async function main() {
  const rate = Number(process.argv[2] ?? 400);
  const seconds = Number(process.argv[3] ?? 10);
  const runs = Number(process.argv[4] ?? 5);
  const port = Number(process.env.BENCH_PORT ?? 4531);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-open-'));
  const database = join(dir, 'store.db');
  let server;
  try {
    server = startServer(port, database, join(dir, 'server.log'));
    await waitUntilListening(baseUrl, server);
    await stopServer(server);
    server = startServer(port, database, join(dir, 'server.log'));
    await waitUntilListening(baseUrl, server);
    console.log(`add to cart, open load: ${rate} a second for ${seconds} s, ${runs} runs (SQLite)`);
    for (let run = 1; run <= runs; run++) {
      const r = await benchOpenAddToCart(baseUrl, { rate, seconds });
      const { rssMb } = memoryOf(server.pid);
      console.log(
        `run ${run}: p50 ${r.p50} ms  p90 ${r.p90} ms  p99 ${r.p99} ms  max ${r.max} ms  ${r.sent} sent  ${r.errors} errors  ${r.refused} refused  ${r.lateSends} sent late  RSS ${rssMb} MB`,
      );
    }
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
