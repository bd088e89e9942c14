// The tests whose outcome can depend on the SQL dialect, again on PostgreSQL: each run gets fresh databases on the
// local server (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped when the run ends. Needs
// a build. `npm run test:postgres -- PATTERN...` narrows it as `npm test -- PATTERN...` does.
//
// That is every API and system file but those below: pages rendered from the catalogue and content, and the HTTP
// layer (limits on bodies, headers, images, the error envelope). They reach the database only through the read
// queries the catalogue, content and stock endpoint files already run here, so a second run of them on PostgreSQL
// checks nothing new. A new test file runs on both unless it is added here.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { argumentPatterns, env, matching, must, run, testFilesUnder } from './lib.mjs';

const SQLITE_ONLY = new Set([
  // pages and what they hold
  'tests/api/category-last-page.test.ts',
  'tests/api/discovery.test.ts',
  'tests/api/home-page.test.ts',
  'tests/api/island-ids.test.ts',
  'tests/api/listing-pages.test.ts',
  'tests/api/navigation-menu.test.ts',
  'tests/api/page-cache.test.ts',
  'tests/api/pages.test.ts',
  'tests/api/search-snippets.test.ts',
  'tests/api/share-tags.test.ts',
  'tests/api/weight-paths.test.ts',
  // the HTTP layer and the process
  'tests/api/build-file.test.ts',
  'tests/api/envelope.test.ts',
  'tests/api/forwarded-headers.test.ts',
  'tests/api/image-requests.test.ts',
  'tests/api/logged-failures.test.ts',
  'tests/api/production-mode.test.ts',
  'tests/api/slow-clients.test.ts',
  'tests/system/fuzz.test.ts',
  'tests/system/oversized-bodies.test.ts',
  'tests/system/supervision.test.ts',
  // SQLite's own dialect
  'tests/api/sqlite-dialect.test.ts',
  'tests/api/query-plans.test.ts',
]);

const gone = [...SQLITE_ONLY].filter((path) => !existsSync(path));
if (gone.length) {
  console.error(`scripts/test-postgres.mjs names test files that are gone: ${gone.join(', ')}`);
  process.exit(2);
}

const patterns = argumentPatterns();
const chosen = (dir) =>
  matching(
    testFilesUnder(dir).filter((path) => !SQLITE_ONLY.has(path)),
    patterns,
  );
const api = chosen('tests/api');
const system = chosen('tests/system');
if (!api.length && !system.length) {
  console.error(`No PostgreSQL test file's path holds ${patterns.map((p) => `"${p}"`).join(', ')}.`);
  process.exit(2);
}

if (!existsSync('dist/server/entry.mjs')) await must('The build', 'node_modules/.bin/astro', ['build']);
mkdirSync('.data/reports', { recursive: true });
const report = '.data/reports/vitest-postgres.json';
const started = performance.now();
const code = await run(
  'node_modules/.bin/vitest',
  [
    'run',
    ...(api.length ? ['--project', 'api'] : []),
    ...(system.length ? ['--project', 'system'] : []),
    ...api,
    ...system,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { env: { ...env, TEST_DIALECT: 'postgres' } },
);
let passed = 0;
let failed = 1;
try {
  ({ numPassedTests: passed, numFailedTests: failed } = JSON.parse(readFileSync(report, 'utf8')));
} catch {
  /* no report: the suite did not run, counted as a failure */
}
if (code !== 0 && failed === 0) failed = 1; // the run failed before or around its tests (setup, collection)
console.log(`\nPostgreSQL: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`PostgreSQL: ${passed} passed, ${failed} failed`);
process.exit(code !== 0 || failed > 0 ? 1 : 0);
