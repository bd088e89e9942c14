// The SQLite dialect's three departures from Kysely's own (src/lib/db/sqlite-dialect.server.ts): kept statements,
// turns on the one connection, and transactions that take the write lock when they begin. None may change what a
// query or a transaction sees.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingStatements, StoreSqliteDialect, Turns } from '../../src/lib/db/sqlite-dialect.server';

type Schema = { items: { id: number; name: string } };

const opened: Kysely<Schema>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function memoryDb(limit?: number) {
  const database = keepingStatements(new SQLite(':memory:'), limit);
  const db = new Kysely<Schema>({ dialect: new StoreSqliteDialect(database) });
  opened.push(db);
  await sql`create table items (id integer primary key, name text not null)`.execute(db);
  await db
    .insertInto('items')
    .values([1, 2, 3].map((id) => ({ id, name: `item ${id}` })))
    .execute();
  return { db, database };
}

describe('kept statements', () => {
  it('prepares each distinct query once and keeps no more than the limit', async () => {
    const { db, database } = await memoryDb(3);
    for (let i = 0; i < 5; i++) await db.selectFrom('items').selectAll().where('id', '=', 1).execute();
    const kept = database.keptStatements;
    expect(kept).toBeLessThanOrEqual(3);
    for (let n = 1; n <= 6; n++)
      await db
        .selectFrom('items')
        .select('id')
        .where(
          'id',
          'in',
          Array.from({ length: n }, (_, i) => i + 1),
        )
        .execute();
    expect(database.keptStatements).toBe(3);
  });

  it('answers the same rows from a kept statement, with new parameters each time', async () => {
    const { db } = await memoryDb();
    const names = [];
    for (const id of [1, 2, 3, 2])
      names.push((await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst())?.name);
    expect(names).toEqual(['item 1', 'item 2', 'item 3', 'item 2']);
  });

  it('runs a streamed query again, after a stream read to the end and after one left early', async () => {
    const { db } = await memoryDb();
    const query = db.selectFrom('items').select('id').orderBy('id');
    const seen: number[] = [];
    for await (const row of query.stream()) seen.push(row.id);
    for await (const row of query.stream()) {
      seen.push(row.id);
      break;
    }
    expect(seen).toEqual([1, 2, 3, 1]);
    expect((await query.execute()).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('turns on the connection', () => {
  it('hands the turn to waiters in the order they came, one at a time', async () => {
    const turns = new Turns();
    const order: string[] = [];
    await turns.take();
    const waiting = ['a', 'b', 'c'].map((name) =>
      turns.take().then(() => {
        order.push(name);
        turns.give();
      }),
    );
    order.push('first');
    turns.give();
    await Promise.all(waiting);
    expect(order).toEqual(['first', 'a', 'b', 'c']);
  });

  it('keeps a query asked for during a transaction out of it until the transaction ends', async () => {
    const { db } = await memoryDb();
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('items').set({ name: 'changed' }).where('id', '=', 1).execute();
        outside = db.selectFrom('items').select('name').where('id', '=', 1).executeTakeFirst();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // The outside read waited for the rollback: it never saw the change.
    expect(await outside).toEqual({ name: 'item 1' });
  });

  it('runs many concurrent transactions one after another, each seeing the last one’s write', async () => {
    const { db } = await memoryDb();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('items').select('name').where('id', '=', 3).executeTakeFirstOrThrow();
          await new Promise((resolve) => setImmediate(resolve));
          await trx
            .updateTable('items')
            .set({ name: `${row.name}+` })
            .where('id', '=', 3)
            .execute();
        }),
      ),
    );
    const { name } = await db.selectFrom('items').select('name').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(name).toBe(`item 3${'+'.repeat(50)}`);
  });
});

describe('transactions and a second writer on the same file', () => {
  it('holds the write lock from begin, so another connection cannot slip a write in between a read and a write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'immediate-'));
    try {
      const file = join(dir, 'store.db');
      const connection = new SQLite(file);
      connection.pragma('journal_mode = WAL'); // as the store opens it (connect.server.ts)
      const database = keepingStatements(connection);
      const db = new Kysely<Schema>({ dialect: new StoreSqliteDialect(database) });
      opened.push(db);
      await sql`create table items (id integer primary key, name text not null)`.execute(db);
      const other = new SQLite(file, { timeout: 0 });
      try {
        const seenByOther: string[] = [];
        await db.transaction().execute(async (trx) => {
          await trx.selectFrom('items').selectAll().execute(); // reads first, like a registration's lookup
          try {
            other.prepare("insert into items (id, name) values (9, 'elsewhere')").run();
            seenByOther.push('wrote');
          } catch (error) {
            seenByOther.push((error as Error).message);
          }
          await trx.insertInto('items').values({ id: 1, name: 'ours' }).execute();
        });
        // Deferred, the other writer would have got in first and this transaction's insert been refused.
        expect(seenByOther).toEqual(['database is locked']);
        expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'ours' }]);
      } finally {
        other.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
