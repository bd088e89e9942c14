// The API and system suites again, on PostgreSQL: each run gets fresh databases on the local server
// (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped when the run ends. Needs a build.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { env, must, run } from './lib.mjs';

if (!existsSync('dist/server/entry.mjs')) await must('The build', 'node_modules/.bin/astro', ['build']);
mkdirSync('.data/reports', { recursive: true });
const report = '.data/reports/vitest-postgres.json';
const code = await run(
  'node_modules/.bin/vitest',
  [
    'run',
    '--project',
    'api',
    '--project',
    'system',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  {
    env: { ...env, TEST_DIALECT: 'postgres' },
  },
);
let passed = 0;
let failed = 1;
try {
  ({ numPassedTests: passed, numFailedTests: failed } = JSON.parse(readFileSync(report, 'utf8')));
} catch {
  /* no report: the suite did not run, counted as a failure */
}
if (code !== 0 && failed === 0) failed = 1; // the run failed before or around its tests (setup, collection)
console.log(`\nPostgreSQL: ${passed} passed, ${failed} failed`);
process.exit(code !== 0 || failed > 0 ? 1 : 0);
