// `npm start`: install if needed, build, then serve. The server migrates and seeds the embedded database
// (./.data/store.db unless DATABASE_URL says otherwise) before it listens on http://localhost:4321.
// The server is started again if it dies (scripts/supervise.mjs).
import { ensureDependencies, env, must, withHeartbeat } from './lib.mjs';

await ensureDependencies();
console.log('Building the store (astro build)…');
await withHeartbeat('building', must('The build', 'node_modules/.bin/astro', ['build']));
console.log('Starting the server: a new database is migrated and seeded first (under a minute), then it listens.');

Object.assign(process.env, env);
await import('./supervise.mjs');
