// `npm test`: every test. Lints (format and ESLint) and type checks side by side, builds, runs the unit suite, the API
// suite and the system suite (the server as a whole: lifecycle, crash and restart, mail relay, fuzzing; on SQLite),
// then the browser suite in Debian's Chromium against the built servers. Each stage says how long it took, and the
// run ends with one line counting what passed and failed.
//
// `npm test -- PATTERN...`: only the test files whose path holds one of the patterns (a file, a folder, or a word such
// as `cart`), each in its own suite; no lint or type check, and a build only when the sources are newer than it.
//
// The unit files are pure rules and run in one process and one shared context (vitest.config.ts): a fresh worker per
// file cost over a second each. A file that stubs a global or loads a module against its own mocks undoes that itself.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import {
  argumentPatterns,
  ensureChromium,
  ensureDependencies,
  filesUnder,
  matching,
  must,
  run,
  runCaptured,
  testFilesUnder,
} from './lib.mjs';

const runStarted = performance.now();
const reports = '.data/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suiteOf = {
  unit: 'tests/unit/',
  components: 'tests/components/',
  api: 'tests/api/',
  system: 'tests/system/',
  browser: 'tests/e2e/',
};
const patterns = argumentPatterns();
/** The files each suite runs: all of them, or those a pattern names. */
const chosen = {};
for (const [suite, dir] of Object.entries(suiteOf)) chosen[suite] = matching(testFilesUnder(dir), patterns);
const unmatched = patterns.filter((p) => !Object.values(chosen).some((list) => matching(list, [p]).length));
if (unmatched.length) {
  console.error(`No test file's path holds ${unmatched.map((p) => `"${p}"`).join(', ')}.`);
  process.exit(2);
}
const runs = (suite) => chosen[suite].length > 0;
// With patterns, a suite gets the files by name; with none, it runs whole.
const named = (suite) => (patterns.length ? chosen[suite] : []);

/** The machine's busy and total CPU time so far (Linux), to tell a stage that waits from one the cores limit. */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4]; // idle and iowait
    const total = fields.reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const stages = [];
async function stage(name, work) {
  const started = performance.now();
  const ticks = cpuTicks();
  const result = await work();
  const after = cpuTicks();
  const busy = ticks && after ? (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total) : null;
  stages.push({ name, seconds: (performance.now() - started) / 1000, busy });
  console.log(`\n${name}: ${stages.at(-1).seconds.toFixed(1)} s`);
  return result;
}

/** Newest change under the sources the build reads, to skip a build that is already up to date. */
function newestSource() {
  const sources = ['src', 'public', 'astro.config.mjs', 'package.json'].flatMap(filesUnder);
  return Math.max(...sources.map((path) => statSync(path).mtimeMs));
}
const built = 'dist/server/entry.mjs';
const needsBuild = runs('api') || runs('system') || runs('browser');
const buildIsOld = () => !existsSync(built) || statSync(built).mtimeMs < newestSource();

await ensureDependencies();
if (runs('browser')) await ensureChromium();
if (!patterns.length) {
  // Two single-threaded checks on a machine of two cores: side by side, each printing when it ends.
  const check = (name, label, command, args) =>
    stage(name, async () => {
      const { code, output } = await runCaptured(command, args);
      process.stdout.write(`\n${name}:\n${output}`);
      if (code !== 0) console.error(`\n${label} failed (exit ${code}).`);
      return code;
    });
  const codes = await Promise.all([
    check('lint', 'Lint', 'npm', ['run', 'lint']),
    check('types', 'astro check', 'node_modules/.bin/astro', ['check']),
  ]);
  const failedCheck = codes.find((code) => code !== 0);
  if (failedCheck !== undefined) process.exit(failedCheck);
}
if (!patterns.length || (needsBuild && buildIsOld()))
  await stage('build', () => must('The build', 'node_modules/.bin/astro', ['build']));

const vitest = (project, ...args) =>
  run('node_modules/.bin/vitest', [
    'run',
    '--project',
    project,
    ...args,
    ...named(project),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-${project}.json`,
  ]);
const suites = [];
const fromVitest = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
if (runs('unit')) suites.push({ name: 'unit', code: await stage('unit', () => vitest('unit')), report: 'vitest-unit' });
if (runs('components'))
  suites.push({
    name: 'components',
    code: await stage('components', () => vitest('components')),
    report: 'vitest-components',
  });
if (runs('api')) suites.push({ name: 'API', code: await stage('API', () => vitest('api')), report: 'vitest-api' });
if (runs('system'))
  suites.push({ name: 'system', code: await stage('system', () => vitest('system')), report: 'vitest-system' });
if (runs('browser')) {
  const code = await stage('browser', () =>
    run('node_modules/.bin/playwright', ['test', ...named('browser')], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PW_JSON_REPORT: `${reports}/playwright.json` },
    }),
  );
  suites.push({ name: 'browser', code, report: 'playwright' });
}

function counts({ report }) {
  try {
    const r = JSON.parse(readFileSync(`${reports}/${report}.json`, 'utf8'));
    return report === 'playwright'
      ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }
      : fromVitest(r);
  } catch {
    return { passed: 0, failed: 1 }; // a suite that wrote no report did not run: count it as a failure
  }
}
for (const suite of suites) Object.assign(suite, counts(suite));
// A suite that failed outside its tests (setup, collection) counts as one failure even when its report says none.
for (const suite of suites) if (suite.code !== 0 && suite.failed === 0) suite.failed = 1;

console.log('\nstage     wall time  CPU busy');
for (const { name, seconds, busy } of stages)
  console.log(
    `${name.padEnd(9)} ${seconds.toFixed(1).padStart(7)} s  ${busy === null ? '' : `${Math.round(busy * 100)} %`.padStart(8)}`,
  );
// Lint and types overlap, so the whole run is its own clock, not the sum of the stages.
console.log(`${'all'.padEnd(9)} ${((performance.now() - runStarted) / 1000).toFixed(1).padStart(7)} s`);
console.log('');
for (const { name, passed, failed } of suites) console.log(`${name}: ${passed} passed, ${failed} failed`);
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
