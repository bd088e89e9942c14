// `npm run bench -- --catalogue 20000 [--orders 1000000]` (issue 39): the seeded 58-product store beside one with a
// generated catalogue and order history, measured the same way in one run: start on an existing database, pages
// rendered afresh and from the cache, search, memory, My Orders of a customer with 2,000 orders, Place Order, and the import of the
// large catalogue's own CSV into a fresh store, on SQLite and, when it answers, on PostgreSQL.
// The large database takes minutes to generate, so it is kept in .data/bench/ and used again by the next run.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { percentile } from './percentile.mjs';
import { placeOrders } from './place-order.mjs';
import { COLD, load } from './pages.mjs';
import { startServer, stopServer, waitUntilListening } from './add-to-cart.mjs';
import { serverArguments, serverEnvironment } from '../scripts/server-command.mjs';

const port = 4391;
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'Petfood-demo-1';
const PRODUCT = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';
const PAGES = [
  ['all products', '/products'],
  ['category', '/products/dog/food-form/dry-food'],
  ['product page', PRODUCT],
];
const SEARCHES = ['chicken', 'salmon cat', 'puppy', 'senior dog', 'kidney', 'lamb rice', 'wet cat food', 'treats'];

/** What the header's field asks as a shopper types each search, from its second letter on, each once. */
const TYPED = [...new Set(SEARCHES.flatMap((q) => Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2))))];

const rssMb = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN) / 1024;
const tsx = join('node_modules', '.bin', 'tsx');

function prepare(databaseUrl) {
  const done = spawnSync(process.execPath, serverArguments(), {
    env: { ...serverEnvironment(process.env), DATABASE_URL: databaseUrl, STORE_PREPARE_ONLY: 'true' },
    encoding: 'utf8',
  });
  if (done.status !== 0) throw new Error(`the store could not be prepared:\n${done.stdout}${done.stderr}`);
}

function tool(script, args, databaseUrl) {
  const began = performance.now();
  execFileSync(tsx, [join('scripts', script), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return performance.now() - began;
}

/** Starts the built server on a database file; answers it and how long it took to answer (to 0.1 s). */
async function started(dir, file) {
  const began = performance.now();
  const server = startServer(port, file, join(dir, 'server.log'));
  await waitUntilListening(base, server);
  return { server, ms: performance.now() - began };
}

/** Milliseconds of each request, one after another (what one shopper waits), as p50 and p95. */
async function timed(urls, headers = {}) {
  const took = [];
  for (const url of urls) {
    const began = performance.now();
    const answer = await fetch(`${base}${url}`, { headers: { ...COLD, ...headers } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    took.push(performance.now() - began);
  }
  took.sort((x, y) => x - y);
  return { p50: percentile(took, 50), p95: percentile(took, 95), count: took.length };
}

async function signIn(email) {
  const answer = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Every page of a customer's orders, following the Next links as the shopper does. */
async function myOrders(email) {
  const cookie = await signIn(email);
  const took = [];
  let next = '/account/orders';
  while (next && took.length < 400) {
    const began = performance.now();
    const answer = await fetch(`${base}${next}`, { headers: { cookie } });
    const html = await answer.text();
    took.push(performance.now() - began);
    next = html.match(/href="([^"]*after=[^"]*)"\s+rel="next"/)?.[1]?.replaceAll('&amp;', '&') ?? null;
  }
  const pages = took.length;
  took.sort((x, y) => x - y);
  return { pages, p50: percentile(took, 50), p95: percentile(took, 95) };
}

async function measureStore(name, dir, file, { seconds, connections, bulkBuyer }) {
  await stopServer((await started(dir, file)).server);
  const { server, ms: start } = await started(dir, file);
  try {
    const options = { connections, seconds, pid: server.pid };
    const pages = [];
    for (const [label, path] of PAGES) pages.push([label, await load(`${base}${path}`, { ...options, headers: COLD })]);
    const hit = await load(`${base}${PRODUCT}`, options);
    const search = await timed(
      Array.from({ length: 10 }, () => SEARCHES)
        .flat()
        .map((q) => `/products?search=${encodeURIComponent(q)}`),
    );
    // Each beginning asked once: none is an answer kept from before.
    const suggest = await timed(TYPED.map((q) => `/api/search/suggest?q=${encodeURIComponent(q)}`));
    const rss = rssMb(server.pid);
    const orders = await myOrders(bulkBuyer);
    const placing = await placeOrders(base, bulkBuyer, PASSWORD, 20);
    return { name, start, pages, hit, search, suggest, rss, orders, placing };
  } finally {
    await stopServer(server);
  }
}

async function postgresImport(csv) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_import_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    prepare(url);
    return tool('catalogue-import.ts', [csv], url);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function benchAtScale({ products, orders, seconds, connections }) {
  const keep = join('.data', 'bench', `scale-${products}-${orders}`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const small = `file:${join(dir, 'small.db')}`;
    prepare(small);
    const largeFile = join(keep, 'store.db');
    let generated = 'kept from an earlier run';
    if (!existsSync(largeFile)) {
      mkdirSync(keep, { recursive: true });
      prepare(`file:${largeFile}.partial`);
      const ms = tool(
        'catalogue-generate.ts',
        ['--products', String(products), '--orders', String(orders)],
        `file:${largeFile}.partial`,
      );
      // The write-ahead log back into the file, and none kept beside it, so the file alone is the whole database.
      const partial = new SQLite(`${largeFile}.partial`);
      partial.pragma('journal_mode = DELETE');
      partial.close();
      renameSync(`${largeFile}.partial`, largeFile);
      generated = `generated in ${(ms / 1000).toFixed(0)} s`;
    }
    const large = `file:${join(dir, 'large.db')}`;
    copyFileSync(largeFile, join(dir, 'large.db'));

    const csv = join(dir, 'catalogue.csv');
    tool('catalogue-export.ts', [csv], large);
    const fresh = `file:${join(dir, 'fresh.db')}`;
    prepare(fresh);
    const sqliteImport = tool('catalogue-import.ts', [csv], fresh);
    const postgres = await postgresImport(csv);

    const settings = { seconds, connections };
    const a = await measureStore('58 products', dir, join(dir, 'small.db'), {
      ...settings,
      bulkBuyer: 'shopper@example.com',
    });
    const b = await measureStore(`${products} products`, dir, join(dir, 'large.db'), {
      ...settings,
      bulkBuyer: 'bulk-buyer@example.com',
    });

    const f = (n) => n.toFixed(0);
    console.log(`\nThe store at scale: ${products} products and ${orders} orders (${generated}) beside the seeded one`);
    console.log(`${''.padEnd(40)} ${a.name.padStart(16)} ${b.name.padStart(16)}  ratio`);
    const line = (label, x, y, unit = '', lowerIsBetter = true) =>
      console.log(
        `${label.padEnd(40)} ${`${x}${unit}`.padStart(16)} ${`${y}${unit}`.padStart(16)}  ${(lowerIsBetter ? Number(y) / Number(x) : Number(x) / Number(y)).toFixed(2)}×`,
      );
    line('start on an existing database', f(a.start), f(b.start), ' ms');
    for (const [i, [label]] of PAGES.entries())
      line(`${label} afresh, CPU a request`, f(a.pages[i][1].cpuUs), f(b.pages[i][1].cpuUs), ' µs');
    line('product page from the cache, CPU', f(a.hit.cpuUs), f(b.hit.cpuUs), ' µs');
    line('search results, p95 (one at a time)', f(a.search.p95), f(b.search.p95), ' ms');
    line(`suggestions as typed, p95 (${a.suggest.count} asked)`, f(a.suggest.p95), f(b.suggest.p95), ' ms');
    line('memory (RSS) after the pages', f(a.rss), f(b.rss), ' MB');
    line(`My Orders, every page, p95`, f(a.orders.p95), f(b.orders.p95), ' ms');
    console.log(`  (${a.orders.pages} and ${b.orders.pages} pages of My Orders)`);
    line(`Place Order, p50 (${a.placing.count} in a row)`, f(a.placing.p50), f(b.placing.p50), ' ms');
    line(`Place Order, p95`, f(a.placing.p95), f(b.placing.p95), ' ms');
    console.log(
      `import of the ${products}-product CSV (${(readFileSync(csv).length / 1024 / 1024).toFixed(0)} MB) into a new store: SQLite ${(sqliteImport / 1000).toFixed(1)} s, PostgreSQL ${postgres === null ? 'not measured (no server)' : `${(postgres / 1000).toFixed(1)} s`}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
