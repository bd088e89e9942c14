// `npm run bench`: one built server on a fresh embedded database, measured in one run (bench/README.md reads it).
// Usage: npm run build && npm run bench [-- seconds-per-measure (default 8) connections (default 10)]
//        npm run bench -- --catalogue 20000 [--orders 1000000]: the store at that size beside the seeded one (at-scale.mjs)
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { COLD, cpuMs, load, WITH_CART } from './pages.mjs';
import { pageWeights } from './weight.mjs';
import { benchAddToCart } from './add-to-cart.mjs';
import { benchOpenAddToCart } from './open-load.mjs';
import { benchPagesBesideImages } from './beside-images.mjs';
import { benchBehindNginx } from './behind-nginx.mjs';
import { serverArguments, serverEnvironment } from '../scripts/server-command.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { catalogue: { type: 'string' }, orders: { type: 'string', default: '1000000' } },
});
const seconds = Number(positionals[0] ?? 8);
const connections = Number(positionals[1] ?? 10);
if (flags.catalogue !== undefined) {
  const { benchAtScale } = await import('./at-scale.mjs');
  await benchAtScale({ products: Number(flags.catalogue), orders: Number(flags.orders), seconds, connections });
  process.exit(0);
}
const port = 4390;
const base = `http://127.0.0.1:${port}`;

const STATIC = ['static file (/favicon.svg)', '/favicon.svg'];
const TRIVIAL = ['trivial Astro answer (/build/latest.json)', '/build/latest.json'];
const PAGES = [
  ['home', '/'],
  ['all products', '/products'],
  ['category', '/products/dog/food-form/dry-food'],
  ['product page', '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb'],
  ['content page', '/faq'],
  ['contact us', '/contact-us'],
];
const WEIGHED = [...PAGES.map(([, path]) => path), '/cart', '/no-such-page'];

/**
 * The build's file whose brotli form is nearest `bytes` in size, as its address: a static file as large on the wire as
 * a page, since the load tester's own work grows with the answer's size.
 */
function buildFileNear(bytes) {
  const root = 'dist/client';
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.br'))
    .map((name) => ({ path: `/${name.slice(0, -3)}`, size: statSync(join(root, name)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!files[0]) throw new Error('the build has no precompressed files: npm run build first');
  return files[0].path;
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function started(server) {
  const began = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - began;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

function startServer(dir) {
  // Started the way the README tells an operator to, its log going to a file as an operator's does (every request
  // writes a line, which costs more than a write to nowhere).
  const logFile = openSync(join(dir, 'server.log'), 'a');
  const server = spawn(process.execPath, serverArguments(), {
    env: {
      ...serverEnvironment(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'store.db')}`,
    },
    stdio: ['ignore', logFile, logFile],
  });
  closeSync(logFile); // the server holds its own
  return server;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
let server = startServer(dir);
const row = (label, r, reference) =>
  `${label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${(r.rps / reference.rps).toFixed(2).padStart(6)}× ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)} ${r.cpuUs.toFixed(0).padStart(8)} ${(reference.cpuUs / r.cpuUs).toFixed(2).padStart(6)}× ${(r.bytes / 1024).toFixed(1).padStart(7)}`;
const HEAD = `${'req/s'.padStart(7)} ${'ratio'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'CPU µs'.padStart(8)} ${'ratio'.padStart(7)} ${'KB'.padStart(7)}`;
try {
  const firstStart = await started(server);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  server = startServer(dir);
  const restart = await started(server);
  const rssStart = rssMb(server.pid);

  const cartCpu = cpuMs(server.pid);
  const cart = await benchAddToCart(base, { connections: 50, seconds: Math.max(seconds, 10) });
  const cartCpuUs = ((cpuMs(server.pid) - cartCpu) * 1000) / Math.max(cart.requests, 1);
  // The goal's measure: 400 adds a second on a fixed schedule, five runs, each one's p99 and errors.
  // As every measure here, first a second of the same load, not counted: the closed loop before it leaves garbage.
  await benchOpenAddToCart(base, { rate: 400, seconds: 1 });
  const openRuns = [];
  for (let run = 0; run < 5; run++) openRuns.push(await benchOpenAddToCart(base, { rate: 400, seconds: 10 }));
  const rssCart = rssMb(server.pid);
  const options = { connections, seconds, pid: server.pid };
  const staticFile = await load(`${base}${STATIC[1]}`, options);
  const trivial = await load(`${base}${TRIVIAL[1]}`, options);
  // Add to cart's latency beside the least an Astro answer takes at the same 50 connections.
  const trivialAt50 = await load(`${base}${TRIVIAL[1]}`, { ...options, connections: 50 });
  const cached = [];
  const cold = [];
  for (const [label, path] of PAGES) {
    cached.push([label, path, await load(`${base}${path}`, options)]);
    cold.push([label, path, await load(`${base}${path}`, { ...options, headers: COLD })]);
  }
  const withCart = await load(`${base}/products`, { ...options, headers: WITH_CART });
  const listing = cached.find(([, path]) => path === '/products')[2];
  const sameSizePath = buildFileNear(listing.bytes);
  const sameSize = await load(`${base}${sameSizePath}`, options);
  const rssPages = rssMb(server.pid);
  const behindNginx = await benchBehindNginx(`127.0.0.1:${port}`, {
    staticPath: sameSizePath,
    pages: PAGES.slice(0, 4),
    connections,
    seconds,
  });
  const weights = await pageWeights(base, WEIGHED);
  const besideImages = await benchPagesBesideImages(base);

  console.log(
    `\nOne server (node dist/server/entry.mjs, embedded SQLite), ${connections} connections, ${seconds} s a measure`,
  );
  console.log(
    `start on a new database ${firstStart.toFixed(0)} ms (migrate and seed); start again ${restart.toFixed(0)} ms`,
  );
  const label = (name, path) => `${name} ${path.length > 20 ? '' : path}`;
  console.log(`\n${'reference (ratios: to the static file)'.padEnd(36)} ${HEAD}`);
  console.log(row(STATIC[0], staticFile, staticFile));
  console.log(row(TRIVIAL[0], trivial, staticFile));
  console.log(row("static file of a listing's size", sameSize, staticFile));
  console.log(`\n${'from the shared cache (ratios: static)'.padEnd(36)} ${HEAD}`);
  for (const [name, path, r] of cached) console.log(row(label(name, path), r, staticFile));
  console.log(row('all products, guest with a cart', withCart, staticFile));
  console.log(
    `  /products beside ${sameSizePath}, a static file of its size: ${(listing.rps / sameSize.rps).toFixed(2)}× its req/s, ${(listing.cpuUs / sameSize.cpuUs).toFixed(2)}× its CPU a request`,
  );
  if (behindNginx) {
    console.log(`\nbehind nginx (README), guests: req/s, and the ratio to ${sameSizePath} served by nginx`);
    console.log(`  that file: ${behindNginx.staticFile.rps.toFixed(0)} req/s`);
    for (const [name, path, r] of behindNginx.pages)
      console.log(
        `  ${label(name, path).padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${(r.rps / behindNginx.staticFile.rps).toFixed(2)}×`,
      );
  } else console.log('\nbehind nginx: not measured (no nginx; apt-get install nginx)');
  console.log(`\n${'rendered afresh (ratios: trivial)'.padEnd(36)} ${HEAD}`);
  for (const [name, path, r] of cold) console.log(row(label(name, path), r, trivial));
  console.log(`\nadd to cart, 50 connections, each its own guest cart:`);
  console.log(
    `  ${cart.rps.toFixed(0)} adds/s  p50 ${cart.p50} ms  p90 ${cart.p90} ms  p99 ${cart.p99} ms  ${cartCpuUs.toFixed(0)} µs CPU an add  (${cart.requests} adds, ${cart.errors} errors, ${cart.non2xx} non-2xx, ${cart.userErrors} refused)`,
  );
  console.log(`add to cart, open load: 400 adds a second on a fixed schedule for 10 s, latency from the schedule:`);
  for (const [n, r] of openRuns.entries())
    console.log(
      `  run ${n + 1}: p50 ${r.p50} ms  p90 ${r.p90} ms  p99 ${r.p99} ms  max ${r.max} ms  (${r.sent} adds, ${r.errors} errors, ${r.refused} refused, ${r.lateSends} sent over 5 ms late)`,
    );
  console.log(
    `  for scale, the trivial Astro answer at 50 connections: ${trivialAt50.rps.toFixed(0)} req/s  p50 ${trivialAt50.p50} ms  p99 ${trivialAt50.p99} ms  ${trivialAt50.cpuUs.toFixed(0)} µs CPU a request`,
  );
  console.log(
    `\nserver memory (RSS): ${rssStart.toFixed(0)} MB after start, ${rssCart.toFixed(0)} MB after add to cart, ${rssPages.toFixed(0)} MB after the pages`,
  );
  const ms = (n) => `${n.toFixed(0)} ms`;
  const { alone, beside } = besideImages;
  console.log(`\nthe product page rendered afresh, one request after another:`);
  console.log(`  alone: p50 ${ms(alone.p50)}, slowest ${ms(alone.max)} (${alone.count} requests)`);
  console.log(
    `  while ${besideImages.images} new image sizes are made at once (${ms(besideImages.imagesMs)} for all): p50 ${ms(beside.p50)}, slowest ${ms(beside.max)} (${beside.count} requests)`,
  );
  console.log(`\n${'what a guest browser loads (gzip -9)'.padEnd(44)}   HTML KB   JS KB  scripts  inline KB (raw)`);
  for (const [path, w] of weights)
    console.log(
      `${path.slice(0, 44).padEnd(44)} ${(w.html / 1024).toFixed(1).padStart(9)} ${(w.js / 1024).toFixed(1).padStart(7)} ${String(w.scripts).padStart(8)} ${(w.inline / 1024).toFixed(1).padStart(10)}`,
    );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(dir, { recursive: true, force: true });
}
