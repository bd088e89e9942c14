// Lighthouse's four scores (mobile: its default emulation and throttling) for the shop's main pages on both sites.
// Scores are printed here, never asserted in tests: Performance moves with the machine's load, so run a page twice
// before believing a number below 100.
// Usage: npm run build && node bench/lighthouse.mjs [--site DTC|HPSF] [--json DIR] [path ...]
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH); nothing is downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverArguments, serverEnvironment } from '../scripts/server-command.mjs';

export const PAGES = [
  '/',
  '/products',
  '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb',
  '/cart',
];
const SITES = [
  { site: 'DTC', port: 4540 },
  { site: 'HPSF', port: 4541 },
];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'bestPractices'],
  ['seo', 'seo'],
];

process.env.CHROME_PATH ??= '/usr/bin/chromium';

/** The ids of the audits that count towards a category's score (weight above 0) and did not fully pass. */
function failedAudits(lhr) {
  const failed = new Set();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

/**
 * Runs Lighthouse once per path against a running shop, each in a fresh Chromium.
 * @param {string} baseUrl e.g. http://127.0.0.1:4540
 * @param {string[]} paths
 * @param {{ keepReport?: (path: string, lhr: object) => void }} [options]
 * @returns {Promise<Record<string, { performance: number, accessibility: number, bestPractices: number, seo: number, failed: string[] }>>}
 */
export async function lighthouseScores(baseUrl, paths, options = {}) {
  const scores = {};
  for (const path of paths) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(new URL(path, baseUrl).href, { port: chrome.port, logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      options.keepReport?.(path, lhr);
      const entry = { failed: failedAudits(lhr) };
      for (const [id, name] of CATEGORIES) entry[name] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      scores[path] = entry;
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

async function startShop(site, port, dir) {
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, serverArguments(), {
    env: {
      ...serverEnvironment(process.env),
      SITE_ID: site,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, `${site}.db`)}`,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  // A minute: a first start migrates, seeds and draws the product art.
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the ${site} server exited with ${server.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, server };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGTERM');
  throw new Error(`the ${site} server did not start:\n${output}`);
}

/** Asks for a page and every image size it offers once, as the visitors before this one would have. */
async function warm(base, path) {
  const html = await (await fetch(new URL(path, base))).text();
  const images = new Set();
  for (const [, attribute] of html.matchAll(/\s(?:src|srcset)="([^"]*\/_image\?[^"]*)"/g)) {
    for (const candidate of attribute.split(','))
      images.add(
        candidate
          .trim()
          .split(/\s+/)[0]
          .replace(/&#38;|&amp;/g, '&'),
      );
  }
  for (const image of images) await (await fetch(new URL(image, base))).arrayBuffer();
}

function stopShop(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}

function printTable(rows) {
  const header = ['site', 'path', 'perf', 'a11y', 'bp', 'seo', 'failed audits'];
  const lines = rows.map((r) => [
    r.site,
    r.path,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    r.failed.join(' ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (i < 6 ? l[i].length : 0))));
  const format = (cells) => cells.map((c, i) => (i < 6 ? c.padEnd(widths[i]) : c)).join('  ');
  console.log(`\n${format(header)}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--site') ? args[args.indexOf('--site') + 1] : undefined;
  const jsonDir = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
  const paths = args.filter((a, i) => a.startsWith('/') && !['--site', '--json'].includes(args[i - 1]));
  const sites = SITES.filter((s) => !only || s.site === only.toUpperCase());
  if (sites.length === 0) throw new Error(`--site is DTC or HPSF, not ${only}`);
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });

  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const rows = [];
  try {
    for (const { site, port } of sites) {
      const { base, server } = await startShop(site, port, dir);
      try {
        const wanted = paths.length ? paths : PAGES;
        for (const path of wanted) await warm(base, path);
        const keepReport = jsonDir
          ? (path, lhr) =>
              writeFileSync(
                join(jsonDir, `${site}${path.replaceAll('/', '_') || '_'}.json`),
                JSON.stringify(lhr, null, 1),
              )
          : undefined;
        const scores = await lighthouseScores(base, wanted, { keepReport });
        for (const path of wanted) rows.push({ site, path, ...scores[path] });
      } finally {
        await stopShop(server);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
