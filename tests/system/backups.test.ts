// npm run backup and npm run restore (README, "Backups") on a store of the dialect under test, while its server runs:
// a backup is taken, orders change, the backup is restored and the orders read as they were, through a connection
// opened before the restore; a file that is not a backup of the store is refused and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { dialect, freshDatabase, type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer, type RunningServer } from '../support/server';

let database: FreshDatabase;
let server: RunningServer;
let db: Db;
let dir: string;

beforeAll(async () => {
  database = await seededDatabase('backups');
  server = await startServer({ DATABASE_URL: database.url });
  db = connect(parseDatabaseUrl(database.url));
  dir = mkdtempSync(join(tmpdir(), 'backups-'));
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function npmRun(script: 'backup' | 'restore', file: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [`scripts/${script}.mjs`, file], {
    env: { ...process.env, DATABASE_URL: database.url, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const newestCacheDrop = () =>
  db.selectFrom('cache_invalidations').select(['id', 'cache_keys']).orderBy('id', 'desc').executeTakeFirst();

const orders = () => db.selectFrom('orders').select(['id', 'number', 'total_cents']).orderBy('number').execute();

/** What a mistake leaves: one order's total changed and another order gone. */
async function changeOrders(): Promise<void> {
  const [first, second] = await orders();
  await db.updateTable('orders').set({ total_cents: 1 }).where('id', '=', first!.id).execute();
  await db.deleteFrom('orders').where('id', '=', second!.id).execute();
}

describe(`backups on ${dialect}`, () => {
  it('backs up while the store serves, and a restore brings the orders back as they were', async () => {
    const before = await orders();
    expect(before.length).toBeGreaterThan(1); // the demo shopper's orders
    const dropsBefore = (await newestCacheDrop())?.id ?? 0;
    const file = join(dir, 'store.backup');
    const backup = npmRun('backup', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`to ${file}`);
    expect(existsSync(`${file}.partial`)).toBe(false);

    await changeOrders();
    expect(await orders()).not.toEqual(before);

    const restore = npmRun('restore', file);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(await orders()).toEqual(before);
    // Every instance drops what it cached of the data before, the restored counter notwithstanding.
    const drop = await newestCacheDrop();
    expect(drop?.cache_keys).toBe('["*"]');
    expect(drop!.id).toBeGreaterThan(dropsBefore);
    // The serving store goes on, on the restored data.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const again = await db
      .selectFrom('orders')
      .select('total_cents')
      .where('id', '=', before[0]!.id)
      .executeTakeFirst();
    expect(again?.total_cents).toBe(before[0]!.total_cents);
  });

  it('refuses a missing file, a file that is no database, and a database that is not the store, changing nothing', async () => {
    await changeOrders();
    const changed = await orders();

    const missing = npmRun('restore', join(dir, 'nowhere.backup'));
    expect(missing).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^There is no file at .* Nothing was restored\./),
    });

    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a backup\n');
    expect(npmRun('restore', text)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('is neither an SQLite database nor a pg_dump archive. Nothing was restored.'),
    });

    // A database of the right kind that is not the store's: a backup of an empty database.
    const other = join(dir, 'other.backup');
    if (dialect === 'sqlite') {
      const foreign = new SQLite(other);
      foreign.exec('create table notes (body text)');
      foreign.close();
    } else {
      const empty = await freshDatabase('not_the_store');
      try {
        expect(npmRun('backup', other, { DATABASE_URL: empty.url }).status).toBe(0);
      } finally {
        await empty.drop();
      }
    }
    expect(npmRun('restore', other)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining(
        'but not a backup of the store (it has no orders or migrations). Nothing was restored.',
      ),
    });

    expect(await orders()).toEqual(changed);
  });

  it.runIf(dialect === 'postgres')('says so when pg_dump is not installed', () => {
    const run = npmRun('backup', join(dir, 'no-tools.backup'), { PATH: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pg_dump is not installed here');
    expect(existsSync(join(dir, 'no-tools.backup'))).toBe(false);
  });
});
