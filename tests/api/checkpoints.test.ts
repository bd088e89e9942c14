// Checkpoints of the embedded database happen on a worker thread, not in the commit of whichever request fills the
// write-ahead log (issue 35: add to cart stalled while the disk synced). What a person can check: what the shop writes
// reaches the database file while the serving connection never checkpoints, and it would not without the worker.
import { closeSync, copyFileSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startCheckpoints } from '../../src/lib/db/checkpoints.server';
import { connect, driverClientOf, type Db } from '../../src/lib/db/connect.server';

const folder = mkdtempSync(join(tmpdir(), 'checkpoints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes about 8 MB, a hundred rows of 1 KB a transaction, as many small commits do. */
async function writeMuch(db: Db): Promise<void> {
  await sql`create table if not exists filler (id integer primary key, body blob)`.execute(db);
  for (let batch = 0; batch < 80; batch += 1) {
    await db.transaction().execute(async (trx) => {
      for (let row = 0; row < 100; row += 1)
        await sql`insert into filler (body) values (randomblob(1024))`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const bytes = (file: string) => statSync(file).size;
const MB = 1024 * 1024;

/** The rows a copy of the database file alone holds (without its log): what a checkpoint has copied into it. */
function rowsInFileAlone(file: string): number {
  const probe = `${file}.probe`;
  copyFileSync(file, probe);
  try {
    const alone = new SQLite(probe, { readonly: true });
    try {
      return (alone.prepare('select count(*) as n from filler').get() as { n: number }).n;
    } finally {
      alone.close();
    }
  } catch {
    return 0; // copied mid-checkpoint, or before the table reached the file
  } finally {
    rmSync(probe, { force: true });
  }
}

/** The checkpoint sequence in the write-ahead log's header: it changes each time the log starts again from the top. */
function logSequence(file: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}

/** Waits up to 10 s for the database file alone to hold `rows` rows; answers how many it holds. */
async function rowsInFileAloneReach(file: string, rows: number): Promise<number> {
  let found = rowsInFileAlone(file);
  for (let waited = 0; found < rows && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    found = rowsInFileAlone(file);
  }
  return found;
}

describe('checkpoints of the embedded database', () => {
  it('copy the log into the database file from a worker thread; the serving connection never checkpoints', async () => {
    const file = join(folder, 'with-worker.db');
    const db = connect({ dialect: 'sqlite', filename: file });
    const errors: string[] = [];
    const checkpoints = startCheckpoints(db, (message) => errors.push(message), 20);
    const client = driverClientOf(db);
    expect(client.dialect === 'sqlite' && client.database.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await writeMuch(db);
    // About 8 MB written: all of it reaches the database file although this connection never checkpointed. The
    // worker copies at its own pace (slower on a busy machine), so this waits for it, up to 10 s.
    expect(await rowsInFileAloneReach(file, 8000)).toBe(8000);
    // The log was copied whole, so a later write starts it again from the top rather than growing it. SQLite marks
    // each new start in the log's header (its checkpoint sequence); the worker may still be finishing its copy, so
    // small writes go on until one starts the log again, for 10 s at most.
    const before = logSequence(file);
    let restarted = false;
    for (let waited = 0; !restarted && waited < 10_000; waited += 50) {
      await sql`insert into filler (body) values (randomblob(16))`.execute(db);
      restarted = logSequence(file) !== before;
      if (!restarted) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(restarted).toBe(true);
    await checkpoints.stop();
    expect(errors).toEqual([]);
    // Stopped, the serving connection checkpoints as SQLite does by itself.
    expect(client.dialect === 'sqlite' && client.database.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await db.destroy();
  });

  it('leaves it all in the log with the serving connection not checkpointing and no worker (the test can fail)', async () => {
    const file = join(folder, 'without-worker.db');
    const db = connect({ dialect: 'sqlite', filename: file });
    const client = driverClientOf(db);
    if (client.dialect === 'sqlite') client.database.pragma('wal_autocheckpoint = 0');
    await writeMuch(db);
    expect(bytes(file)).toBeLessThan(0.1 * MB);
    expect(bytes(`${file}-wal`)).toBeGreaterThan(3 * MB);
    await db.destroy();
  });

  it('does nothing for a database in memory', async () => {
    const db = connect({ dialect: 'sqlite', filename: ':memory:' });
    await expect(startCheckpoints(db, () => undefined).stop()).resolves.toBeUndefined();
    await db.destroy();
  });
});
