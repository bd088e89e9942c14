// `npm test`: every test. Lints (format and ESLint), type checks, builds, runs the unit and API suites (on SQLite), then the browser suite in
// Debian's Chromium against the built servers, and ends with one line counting what passed and failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureDependencies, must, run } from './lib.mjs';

const reports = '.data/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await ensureDependencies();
await ensureChromium();
await must('Lint', 'npm', ['run', 'lint']);
await must('astro check', 'node_modules/.bin/astro', ['check']);
await must('The build', 'node_modules/.bin/astro', ['build']);

const vitest = await run('node_modules/.bin/vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
const browser = await run('node_modules/.bin/playwright', ['test'], {
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PW_JSON_REPORT: `${reports}/playwright.json` },
});

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 }; // a suite that wrote no report did not run: count it as a failure
  }
}
const v = counts(`${reports}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const p = counts(`${reports}/playwright.json`, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));
// A suite that failed outside its tests (setup, collection) counts as one failure even when its report says none.
if (vitest !== 0 && v.failed === 0) v.failed = 1;
if (browser !== 0 && p.failed === 0) p.failed = 1;
const failed = v.failed + p.failed;
console.log(`\nunit and API: ${v.passed} passed, ${v.failed} failed; browser: ${p.passed} passed, ${p.failed} failed`);
console.log(`Tests: ${v.passed + p.passed} passed, ${failed} failed`);
process.exit(vitest !== 0 || browser !== 0 || failed > 0 ? 1 : 0);
