// npm run scale-test: two instances of the store on one fresh PostgreSQL database and one Redis prefix, behind nginx,
// under a bounded load of virtual shoppers (pages, cart changes, checkouts), with one instance killed (SIGKILL) in the
// middle. It proves that nothing is lost: every cart change the store acknowledged is in the cart at the end, every
// acknowledged order is in the database once, and no request a shopper could not recover from failed. All traffic
// goes to 127.0.0.1. Everything it made (processes, database, Redis keys, files) is removed at the end, also on
// failure and on Ctrl-C. Settings: SCALE_TEST_SECONDS (36), SCALE_TEST_SHOPPERS (14), SCALE_TEST_SIGNUPS (6),
// SCALE_TEST_CHECKOUTS (22), SCALE_TEST_KILL_AT (0.4 of the time), PG_ADMIN_URL, REDIS_URL, SCALE_TEST_KEEP=1 keeps
// the temporary directory (nginx and instance logs).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { must } from './lib.mjs';
import { Tally } from './scale/client.mjs';
import {
  ensureNginx,
  freePort,
  freshDatabase,
  freshRedisPrefix,
  nginxConfig,
  REDIS_URL,
  startInstance,
  startNginx,
  stopChild,
  tail,
} from './scale/infra.mjs';
import { Shopper } from './scale/shopper.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const setting = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = setting('SCALE_TEST_SECONDS', 36);
const SHOPPERS = Math.round(setting('SCALE_TEST_SHOPPERS', 14));
// Every shopper reaches the store through nginx, so all count as one client (127.0.0.1) for the per-client limits:
// 30 sign-ups and 30 card payments in ten minutes. The run stays below both.
const SIGNUPS = Math.min(Math.round(setting('SCALE_TEST_SIGNUPS', 6)), 20, SHOPPERS);
const CHECKOUTS = Math.min(Math.round(setting('SCALE_TEST_CHECKOUTS', 22)), 24);
const KILL_AT = Math.min(setting('SCALE_TEST_KILL_AT', 0.4), 0.9);

const PAGES = [
  ['/', 'GET /'],
  ['/products', 'GET /products'],
  ['/products/dog/food-form/dry-food', 'GET a category'],
  ['/products/cat/species', 'GET a category'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- taking everything down again, once, whatever happens ----
const undo = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const [label, step] of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${label} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** The foods the shoppers buy: DTC foods with plenty of stock in every region, as the seed spreads it. */
function chooseFoods() {
  const { products } = JSON.parse(readFileSync('src/content/catalogue.json', 'utf8'));
  const foods = [];
  for (const product of products) {
    if (!product.sites.includes('DTC')) continue;
    const variant = product.variants.find((v) => v.stock >= 100 && !v.tags.includes('badge::limited-stock'));
    if (variant) foods.push({ handle: product.handle, sku: variant.sku, productPath: `/products/${product.handle}` });
    if (foods.length === 14) break;
  }
  return foods;
}

async function prepareCatalogue(base) {
  const foods = chooseFoods();
  for (const food of foods) {
    const answer = await fetch(`${base}/api/ecom/v1.0/get-product-by-handle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ handle: food.handle }),
    });
    const { product } = await answer.json();
    food.variantId = product?.variants?.find((v) => v.sku === food.sku)?.adminGraphqlId;
    if (!food.variantId) throw new Error(`no variant ${food.sku} on ${food.handle}`);
  }
  // Every page the shoppers open answers, before the clock starts (and the caches are warm, as in a running shop).
  for (const path of [...PAGES.map(([p]) => p), ...foods.map((f) => f.productPath)]) {
    const page = await fetch(`${base}${path}`, { redirect: 'manual' });
    await page.arrayBuffer();
    if (page.status >= 400) throw new Error(`${path} answered ${page.status}`);
  }
  return foods;
}

/** The newest "Confirm your email" link the store mailed to an address (its outbox), waiting up to five seconds. */
async function confirmationLink(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query(
        `select body from outbox where recipient = $1 and subject = 'Confirm your email' order by created_at desc limit 1`,
        [email.toLowerCase()],
      );
      const link = rows[0]?.body.match(/\/shelter\/verify-email\?\S+/)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  } finally {
    await client.end();
  }
}

async function readOrders(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = (
      await client.query(
        `select id, number, checkout_id, attempt_key, total_cents, created_at from orders where attempt_key like 'checkout:%'`,
      )
    ).rows;
    const lines = (
      await client.query(`select order_id, sku, quantity from order_lines where order_id = any($1::text[])`, [
        orders.map((o) => o.id),
      ])
    ).rows;
    const negative = (await client.query(`select count(*)::int as n from regional_stock where quantity < 0`)).rows[0].n;
    return { orders, lines, negative };
  } finally {
    await client.end();
  }
}

async function main() {
  await ensureNginx();
  if (!existsSync('dist/server/entry.mjs')) await must('The build', 'node_modules/.bin/astro', ['build']);

  const dir = mkdtempSync(join(tmpdir(), 'scale-test-'));
  chmodSync(dir, 0o755); // nginx's workers (not root) write their temporary files under it
  undo.push([
    'remove the temporary directory',
    () => (process.env.SCALE_TEST_KEEP ? console.log(`kept ${dir}`) : rmSync(dir, { recursive: true, force: true })),
  ]);

  const database = await freshDatabase();
  undo.push([`drop database ${database.name}`, database.drop]);
  const redis = freshRedisPrefix();
  undo.push([
    `delete the Redis keys under ${redis.prefix}`,
    async () => console.log(`cleanup: ${await redis.drop()} Redis keys deleted under ${redis.prefix}`),
  ]);

  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${nginxPort}`;
  const instanceEnv = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: redis.prefix,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_SITE_URL: base,
    SEED: 'demo',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  console.log(`database ${database.name}, Redis prefix ${redis.prefix}, files in ${dir}`);
  const instances = [];
  undo.push(['stop the instances', () => Promise.all(instances.map((i) => stopChild(i.child)))]);
  // The first instance migrates and seeds the new database; the second starts on the ready one.
  instances.push(await startInstance('A', portA, instanceEnv, dir));
  console.log(`instance A up on ${instances[0].address} (pid ${instances[0].child.pid})`);
  instances.push(await startInstance('B', portB, instanceEnv, dir));
  console.log(`instance B up on ${instances[1].address} (pid ${instances[1].child.pid})`);

  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig({ dir, port: nginxPort, instances }));
  let nginx = null;
  undo.push(['stop nginx', () => stopChild(nginx, 3000)]);
  nginx = await startNginx(dir, confPath, nginxPort);
  console.log(`nginx up on ${base} (pid ${nginx.pid})`);

  const catalogue = await prepareCatalogue(base);
  const before = await readOrders(database.url);

  // ---- the load ----
  const tally = new Tally(performance.now());
  const run = {
    base,
    confirmationLink: (email) => confirmationLink(database.url, email),
    tally,
    catalogue,
    pages: PAGES,
    loadStarted: performance.now(),
    deadline: performance.now() + SECONDS * 1000,
    killAt: performance.now() + SECONDS * KILL_AT * 1000,
    checkoutBudget: CHECKOUTS,
    checkoutsStarted: 0,
    checkoutsAbandoned: new Map(),
    ordersRefused: new Map(),
    acknowledgedOrders: [],
    unknownAttempts: 0,
    cookiesLeftAfterOrder: 0,
    signUps: 0,
    cartChanges: 0,
    refused: new Map(),
    staleAnswers: [],
    lostOnTheWay: [],
    anomalies: [],
    count: (map, key) => map.set(key, (map.get(key) ?? 0) + 1),
  };
  const victim = instances[0];
  console.log(
    `load: ${SHOPPERS} shoppers (${SIGNUPS} sign up) for ${SECONDS} s through nginx; instance ${victim.name} is killed at ${(SECONDS * KILL_AT).toFixed(1)} s`,
  );
  // The kill comes at KILL_AT of the time, timed to land on orders being placed: shoppers who reach the review page
  // in the 4 s before it press Place Order together at that moment (as a sale's start would have them), and the kill
  // follows 15 ms after the first of them is sent, while the instances are working on them. nginx sends about half
  // of them to the instance that dies; their answers are lost and the shoppers must recover.
  let killer;
  const kill = () => {
    victim.child.kill('SIGKILL');
    const placing = tally.inFlightByLabel.get('place-order') ?? 0;
    tally.kill = { at: tally.now(), wall: Date.now(), instance: victim.address, inFlight: tally.inFlight, placing };
    console.log(`  ${tally.now().toFixed(1)} s: SIGKILL to instance ${victim.name} (pid ${victim.child.pid})`);
  };
  const killWhenPlacing = (until) => {
    if ((tally.inFlightByLabel.get('place-order') ?? 0) > 0) killer = setTimeout(kill, 15);
    else if (performance.now() >= until) kill();
    else killer = setTimeout(() => killWhenPlacing(until), 2);
  };
  killer = setTimeout(() => killWhenPlacing(performance.now() + 3000), run.killAt - performance.now());
  const progress = setInterval(
    () =>
      console.log(`  ${tally.now().toFixed(0)} s: ${tally.requests} requests, ${run.acknowledgedOrders.length} orders`),
    10_000,
  );
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => new Shopper(i + 1, run, i < SIGNUPS));
  try {
    await Promise.all(shoppers.map((s) => s.go()));
  } finally {
    clearTimeout(killer);
    clearInterval(progress);
  }
  const loadSeconds = tally.now();
  const loadRequests = tally.requests;
  const loadByMethod = [...tally.byMethod].map(([m, n]) => `${m} ${n}`).join(', ');
  const servedBy = (i) => tally.byInstance.get(i.address) ?? 0;
  const loadServed = `${servedBy(instances[0])} / ${servedBy(instances[1])}`;

  // ---- reading everything back ----
  const finals = [];
  for (const shopper of shoppers) finals.push({ shopper: shopper.id, ...(await shopper.finalCheck()) });
  const lostLines = finals.flatMap((f) => (f.lost ?? []).map((l) => `shopper ${f.shopper}: ${l}`));
  const unreadable = finals.filter((f) => f.unreadable).length;
  const health = await fetch(`${base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );

  const after = await readOrders(database.url);
  const known = new Set(before.orders.map((o) => o.id));
  const made = after.orders.filter((o) => !known.has(o.id));
  const acknowledged = new Map(run.acknowledgedOrders.map((o) => [o.id, o]));
  const inDatabase = new Set(made.map((o) => o.id));
  const missing = [...acknowledged.keys()].filter((id) => !inDatabase.has(id));
  const perCheckout = new Map();
  for (const o of made) perCheckout.set(o.checkout_id, [...(perCheckout.get(o.checkout_id) ?? []), o.id]);
  const doubles = new Set(made.filter((o) => !acknowledged.has(o.id)).map((o) => o.id));
  for (const ids of perCheckout.values()) for (const id of ids.slice(1)) doubles.add(id);
  const wrongContent = [];
  for (const o of made) {
    const ack = acknowledged.get(o.id);
    if (!ack) continue;
    const lines = new Map(after.lines.filter((l) => l.order_id === o.id).map((l) => [l.sku, Number(l.quantity)]));
    const sameLines = lines.size === ack.lines.size && [...ack.lines].every(([sku, q]) => lines.get(sku) === q);
    if (!sameLines || Number(o.total_cents) !== ack.totalCents) wrongContent.push(`#${o.number}`);
  }

  // ---- the report ----
  const errors = tally.clientErrors;
  const idempotentErrors = errors.filter((e) => e.idempotent);
  const byKind = new Map();
  for (const e of errors) run.count(byKind, `${e.kind} on ${e.method} ${e.label}`);
  const cutOutcomes = new Map();
  for (const c of tally.cut) {
    // Which try made the order: one made before the kill was the cut try's, whose answer was lost.
    const order = c.orderId ? made.find((o) => o.id === c.orderId) : null;
    const by = order
      ? Date.parse(order.created_at) < tally.kill.wall
        ? ', made by the cut try'
        : ', made by the retry'
      : '';
    run.count(cutOutcomes, `${c.label}: ${c.outcome}${by}`);
  }
  const unrecovered = tally.cut.filter((c) => c.outcome === 'not recovered' || c.outcome.startsWith('unexplained'));
  const line = (label, value) => console.log(`${label.padEnd(52)} ${value}`);
  const list = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => console.log(`${''.padEnd(4)}${n} × ${k}`));

  console.log('\n== Scale test: 2 instances behind nginx, one killed mid-run ==');
  line('shoppers (signed up)', `${SHOPPERS} (${run.signUps})`);
  line('load time', `${loadSeconds.toFixed(1)} s`);
  line('requests', loadRequests);
  line('requests/s', (loadRequests / loadSeconds).toFixed(1));
  line('requests by method', loadByMethod);
  line(`served by instance ${instances[0].name} / ${instances[1].name}`, loadServed);
  line(
    'instance killed (SIGKILL)',
    tally.kill
      ? `${victim.name} at ${tally.kill.at.toFixed(1)} s, ${tally.kill.inFlight} requests in flight (${tally.kill.placing} Place Order)`
      : 'never (the run ended first)',
  );
  line('passed on by nginx to the other instance', [...tally.passedOn].map(([k, n]) => `${n} ${k}`).join(', ') || 0);
  line('client errors', errors.length);
  line('  on idempotent requests (GET)', idempotentErrors.length);
  list(byKind);
  line('in-flight writes cut by the kill', tally.cut.length);
  list(cutOutcomes);
  line('  not recovered', unrecovered.length);
  line('cart changes acknowledged', run.cartChanges);
  line(
    'cart changes refused (userErrors)',
    [...run.refused.values()].reduce((a, b) => a + b, 0),
  );
  list(run.refused);
  line('carts read back at the end', `${finals.filter((f) => f.checked).length} (unreadable ${unreadable})`);
  line('lost cart updates', lostLines.length + run.lostOnTheWay.length);
  for (const l of lostLines) console.log(`    ${l}`);
  for (const l of run.lostOnTheWay)
    console.log(`    shopper ${l.shopper}: cart gone at ${l.at.toFixed(1)} s, held ${l.lines}`);
  line('cart answers that missed an acknowledged change', run.staleAnswers.length);
  for (const s of run.staleAnswers.slice(0, 10))
    console.log(`    shopper ${s.shopper} at ${s.at.toFixed(1)} s, ${s.what}: expected ${s.expected}, got ${s.actual}`);
  line('checkouts started', run.checkoutsStarted);
  list(run.checkoutsAbandoned);
  line(
    'orders refused (userErrors)',
    [...run.ordersRefused.values()].reduce((a, b) => a + b, 0),
  );
  list(run.ordersRefused);
  line('orders expected (acknowledged)', acknowledged.size);
  line('orders placed (in the database)', made.length);
  line('  acknowledged but missing', missing.length);
  line('double orders', doubles.size);
  line('orders not holding the reviewed cart and total', wrongContent.length);
  line('Place Order answers never received', run.unknownAttempts);
  line('cart cookies still set after an order', run.cookiesLeftAfterOrder);
  line('stock below zero (regional_stock rows)', after.negative);
  line('/api/health through nginx after the run', health);
  for (const a of run.anomalies.slice(0, 10)) console.log(`  note: shopper ${a.shopper} ${a.kind}: ${a.detail}`);

  const failures = [];
  if (!tally.kill) failures.push('the kill never happened');
  if (idempotentErrors.length > 0) failures.push(`${idempotentErrors.length} client errors on idempotent requests`);
  if (errors.length > idempotentErrors.length)
    failures.push(`${errors.length - idempotentErrors.length} client errors on writes`);
  if (unrecovered.length > 0) failures.push(`${unrecovered.length} writes cut by the kill not recovered`);
  if (lostLines.length + run.lostOnTheWay.length > 0) failures.push('lost cart updates');
  if (run.staleAnswers.length > 0) failures.push('cart answers missing acknowledged changes');
  if (unreadable > 0) failures.push(`${unreadable} carts could not be read back`);
  if (missing.length > 0 || made.length !== acknowledged.size)
    failures.push('orders do not match the acknowledged ones');
  if (doubles.size > 0) failures.push('double orders');
  if (wrongContent.length > 0) failures.push('orders that differ from the reviewed cart');
  if (run.unknownAttempts > 0) failures.push('Place Order answers never received');
  if (after.negative > 0) failures.push('stock below zero');
  if (health !== 200) failures.push(`/api/health answered ${health} after the run`);
  if (acknowledged.size === 0 || run.cartChanges === 0) failures.push('the load made no orders or no cart changes');

  if (failures.length > 0) {
    for (const i of instances) console.log(`\n-- instance ${i.name} log (last lines) --\n${tail(i.logPath)}`);
    console.log(`\n-- nginx error log (last lines) --\n${tail(join(dir, 'error.log'))}`);
  }
  console.log(failures.length === 0 ? '\nRESULT: PASS' : `\nRESULT: FAIL (${failures.join('; ')})`);
  return failures.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nThe scale test could not run: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await cleanUp();
  await sleep(50);
}
process.exit(code);
