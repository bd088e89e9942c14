// The API and data-layer suites again, on PostgreSQL: each run gets fresh databases on the local server
// (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped when the run ends. Needs a build.
import { existsSync } from 'node:fs';
import { env, must } from './lib.mjs';

if (!existsSync('dist/server/entry.mjs')) await must('The build', 'node_modules/.bin/astro', ['build']);
await must('The PostgreSQL suite', 'node_modules/.bin/vitest', ['run', '--project', 'api'], { env: { ...env, TEST_DIALECT: 'postgres' } });
