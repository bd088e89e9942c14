// Runs the built server (dist/server/entry.mjs) and starts it again whenever it dies, as the systemd unit in deploy/
// does for a deployed store: `npm start` and `npm run serve` use it. A server that stops cleanly (SIGTERM, SIGINT, or a
// release step's exit 0) or for a bad setting (exit 78, EX_CONFIG: starting again cannot help) is not started again.
// A server that keeps dying soon after it starts is started again less and less often, up to once every 30 seconds.
import { spawn } from 'node:child_process';
import { serverArguments, serverEnvironment } from './server-command.mjs';

const EX_CONFIG = 78;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
/** A server that ran this long was well: its next death starts the delays from the beginning. */
const WELL_AFTER_MS = 60_000;

const line = (level, msg, fields = {}) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));

let server;
let stopping = false;
let delay = FIRST_DELAY_MS;
let restartTimer;

function start() {
  const started = Date.now();
  server = spawn(process.execPath, serverArguments(), { stdio: 'inherit', env: serverEnvironment(process.env) });
  server.on('exit', (code, signal) => {
    if (stopping || code === 0 || code === EX_CONFIG) return process.exit(code ?? 0);
    delay = Date.now() - started >= WELL_AFTER_MS ? FIRST_DELAY_MS : delay;
    line('error', 'the server died; starting it again', { code, signal, pid: server.pid, inMs: delay });
    restartTimer = setTimeout(start, delay);
    delay = Math.min(delay * 2, LONGEST_DELAY_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    clearTimeout(restartTimer);
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(0);
  });

start();
