// `npm start`: install if needed, build, then serve. The server migrates and seeds the embedded database
// (./.data/store.db unless DATABASE_URL says otherwise) before it listens on http://localhost:4321.
import { spawn } from 'node:child_process';
import { ensureDependencies, env, must } from './lib.mjs';

await ensureDependencies();
await must('The build', 'node_modules/.bin/astro', ['build']);

const server = spawn(process.execPath, ['dist/server/entry.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
