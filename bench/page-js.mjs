// The JavaScript a guest's browser fetches when a page loads, with no interaction: each script's gzip size, the
// total per page, and the inline script bytes in the HTML beside it. Speed is printed here, never asserted in tests.
// Usage: npm run build && node bench/page-js.mjs [port, default 4391]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const port = Number(process.argv[2] ?? 4391);
const base = `http://127.0.0.1:${port}`;
const pages = [
  ['FAQ (content page)', '/faq'],
  ['Contact Us', '/contact-us'],
  ['404', '/no-such-page'],
  ['home', '/'],
  ['all products', '/products'],
  ['category listing', '/products/dog/food-form/dry-food'],
  ['product page', '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb'],
  ['cart', '/cart'],
];

const dir = mkdtempSync(join(tmpdir(), 'bench-js-'));
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  await ready();
  console.log(`\nScripts a guest's browser fetches at load (gzip), and inline script in the HTML (raw)\n`);
  for (const [label, path] of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    // Idle callbacks and lazy chunks a page starts by itself come in just after load.
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(
      scripts.map(async (r) => ({ name: new URL(r.url()).pathname, gzip: gzipSync(await r.body()).length })),
    );
    const inline = await page.evaluate(() =>
      Array.from(document.scripts)
        .filter((s) => !s.src && (s.type === '' || s.type === 'module'))
        .reduce((sum, s) => sum + (s.textContent ?? '').length, 0),
    );
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${label.padEnd(20)} ${path}`);
    console.log(`  ${String(sizes.length).padStart(2)} scripts, ${kb(total)} gzip; inline ${kb(inline)}`);
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`     ${kb(s.gzip).padStart(9)}  ${s.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
