// Helpers for the start and test scripts. Plain Node with no dependencies, so they run before `npm install`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

/** Every file at `path`: the file itself, the files under a folder at any depth, or none when nothing is there. */
export function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** The test files under a folder. */
export const testFilesUnder = (dir) => filesUnder(dir).filter((path) => /\.(test|spec)\.ts$/.test(path));

/** `npm test -- PATTERN...` and its kin: the patterns given, each a piece of a test file's path. */
export const argumentPatterns = () => process.argv.slice(2).map((pattern) => pattern.replace(/^\.\//, ''));

/** The paths holding one of the patterns; all of them when no pattern is given. */
export const matching = (paths, patterns) =>
  patterns.length ? paths.filter((path) => patterns.some((pattern) => path.includes(pattern))) : paths;

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Like run, but keeps what the command prints and hands it back, for work that runs beside other work. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: `${command}: ${error.message}\n` }));
  });
}

export async function must(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

const bin = (name) => `node_modules/.bin/${name}`;
export const astro = (...args) => [bin('astro'), args];

/** Says every 30 seconds that `doing` is still going, until `work` settles: a long quiet step looks stuck. */
export async function withHeartbeat(doing, work) {
  const began = Date.now();
  const beat = setInterval(() => {
    const seconds = Math.round((Date.now() - began) / 1000);
    console.log(`  … still ${doing} (${Math.floor(seconds / 60)} min ${seconds % 60} s)`);
  }, 30_000);
  try {
    return await work;
  } finally {
    clearInterval(beat);
  }
}

/** Installs when package.json is newer than the last install. */
export async function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package.json').mtimeMs) return;
  console.log(
    existsSync('node_modules')
      ? 'Updating the dependencies (npm install)…'
      : 'Installing the dependencies (npm install): 3 to 5 minutes on a fresh machine, most of it compiling\n' +
          "better-sqlite3, the embedded database's driver…",
  );
  await withHeartbeat('installing', must('npm install', 'npm', ['install', '--no-audit', '--no-fund']));
}

/** Debian's Chromium for the browser tests: no browser can be downloaded here. */
export async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  await must('apt-get update', 'apt-get', ['update', '-qq']);
  await must('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
