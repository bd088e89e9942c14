// SQLite copies the write-ahead log back into the database file at checkpoints, and syncs both files to disk there.
// Left to itself it does so inside the commit that fills the log past 1,000 pages: on the one thread that serves every
// request, so a busy shop stalled for as long as the disk took to sync. Here the serving connection never checkpoints;
// a worker thread with a connection of its own does, every second, in PASSIVE mode (it waits for no one and no one
// waits for it). On PostgreSQL there is nothing to do.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { driverClientOf, type Db } from './connect.server';

export type Checkpoints = { stop: () => Promise<void> };

// A worker of a few lines, given as source so that it needs no file of its own in the build; it loads the same
// driver the server uses, by the path the server resolved.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error && error.message));
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** Takes checkpoints off the serving thread of a SQLite store; a no-op for PostgreSQL or a database in memory. */
export function startCheckpoints(db: Db, onError: (message: string) => void, everyMs = 1_000): Checkpoints {
  const client = driverClientOf(db);
  if (client.dialect !== 'sqlite' || client.database.memory) return { stop: async () => undefined };
  client.database.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      filename: client.database.name,
      everyMs,
    },
  });
  let stopping = false;
  // Without the worker the log would grow for ever: the serving connection checkpoints again as SQLite would.
  const checkpointHere = () => client.database.open && client.database.pragma('wal_autocheckpoint = 1000');
  worker.on('message', (message: string) => onError(message));
  worker.on('error', (error) => onError(error.message));
  worker.on('exit', () => {
    checkpointHere();
    if (!stopping) onError('the checkpoint worker stopped; the server checkpoints itself');
  });
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
