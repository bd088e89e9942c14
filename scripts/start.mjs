// `npm start`: install if needed, build, then serve. The server migrates and seeds the embedded database
// (./.data/store.db unless DATABASE_URL says otherwise) before it listens on http://localhost:4321.
// The server is started again if it dies (scripts/supervise.mjs).
import { ensureDependencies, env, must } from './lib.mjs';

await ensureDependencies();
await must('The build', 'node_modules/.bin/astro', ['build']);

Object.assign(process.env, env);
await import('./supervise.mjs');
