// Requests per second for the catalogue pages, beside a trivial page of the same server in the same run, so the
// figures can be compared across machines: the ratio says what the catalogue costs over serving anything at all.
// Usage: npm run build && node bench/catalogue-rps.mjs [seconds per page, default 10] [connections, default 10]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const port = 4390;
const base = `http://127.0.0.1:${port}`;
const pages = [
  ['trivial page (/api/health)', '/api/health'],
  ['all products (/products)', '/products'],
  ['category listing (/products/dog/food-form/dry-food)', '/products/dog/food-form/dry-food'],
  ['product page', '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb'],
];

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'store.db')}`,
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});

async function ready() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

try {
  await ready();
  const results = [];
  for (const [label, path] of pages) {
    await fetch(`${base}${path}`); // warm the caches, as a running shop would be
    const run = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
    if (run.non2xx > 0 || run.errors > 0)
      throw new Error(`${path}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
    results.push({ label, rps: run.requests.average, p99: run.latency.p99 });
  }
  const trivial = results[0].rps;
  console.log(`\n${connections} connections, ${seconds} s per page, one server on this machine`);
  for (const r of results) {
    console.log(
      `${r.label.padEnd(58)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ${(r.rps / trivial).toFixed(3)} of trivial`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
