// `npm test`: every test. Lints (format and ESLint), type checks, builds, runs the unit suite, the API suite and the
// system suite (the server as a whole: lifecycle, crash and restart, mail relay, fuzzing; both on SQLite), then the
// browser suite in Debian's Chromium against the built servers. Each stage says how long it took, and the run ends
// with one line counting what passed and failed.
//
// The unit files are pure rules and run in one shared context (`--no-isolate`): a fresh worker per file cost over a
// second each. A file that stubs a global or loads a module against its own mocks undoes that itself.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureDependencies, must, run } from './lib.mjs';

const reports = '.data/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stages = [];
async function stage(name, work) {
  const started = performance.now();
  const result = await work();
  stages.push({ name, seconds: (performance.now() - started) / 1000 });
  console.log(`\n${name}: ${stages.at(-1).seconds.toFixed(1)} s`);
  return result;
}

await ensureDependencies();
await ensureChromium();
await stage('lint', () => must('Lint', 'npm', ['run', 'lint']));
await stage('types', () => must('astro check', 'node_modules/.bin/astro', ['check']));
await stage('build', () => must('The build', 'node_modules/.bin/astro', ['build']));

const vitest = (project, ...args) =>
  run('node_modules/.bin/vitest', [
    'run',
    '--project',
    project,
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-${project}.json`,
  ]);
const unit = await stage('unit', () => vitest('unit', '--no-isolate'));
const api = await stage('API', () => vitest('api'));
const system = await stage('system', () => vitest('system'));
const browser = await stage('browser', () =>
  run('node_modules/.bin/playwright', ['test'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PW_JSON_REPORT: `${reports}/playwright.json` },
  }),
);

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 }; // a suite that wrote no report did not run: count it as a failure
  }
}
const fromVitest = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const suites = [
  { name: 'unit', code: unit, ...counts(`${reports}/vitest-unit.json`, fromVitest) },
  { name: 'API', code: api, ...counts(`${reports}/vitest-api.json`, fromVitest) },
  { name: 'system', code: system, ...counts(`${reports}/vitest-system.json`, fromVitest) },
  {
    name: 'browser',
    code: browser,
    ...counts(`${reports}/playwright.json`, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
    })),
  },
];
// A suite that failed outside its tests (setup, collection) counts as one failure even when its report says none.
for (const suite of suites) if (suite.code !== 0 && suite.failed === 0) suite.failed = 1;

console.log('\nstage     wall time');
for (const { name, seconds } of stages) console.log(`${name.padEnd(9)} ${seconds.toFixed(1).padStart(7)} s`);
console.log('');
for (const { name, passed, failed } of suites) console.log(`${name}: ${passed} passed, ${failed} failed`);
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
