// Puts a backup made by `npm run backup` back into the store's database (DATABASE_URL; unset: file:./.data/store.db),
// also while the store serves. SQLite: the backup is copied INTO the live file with SQLite's backup API, which holds
// the database's write lock while it copies, so the server's connections wait and then read the restored data; the
// file is never copied over. PostgreSQL: pg_restore replaces every table in one transaction.
//   npm run restore -- FILE
// A FILE that is missing, is no database of the store's kind, or is not a backup of the store is refused with nothing
// changed. Afterwards every instance drops its caches, as after `POST /api/delete-cache-item { "cacheKey": "*" }`.
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { runTool } from './postgres-tools.mjs';
import { fail, fileArgument, STORE_TABLES, storeDatabase } from './store-database.mjs';

const file = fileArgument('usage: npm run restore -- FILE');
const store = storeDatabase();
const NOT_CHANGED = 'Nothing was restored.';

/** What FILE starts like: an SQLite database, a pg_dump archive (custom format), or neither. */
function kindOf(path) {
  const start = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, start, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (start.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (start.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** The SQLite backup, opened to read, once it is whole and the store's; else the refusal. */
function sqliteBackup(path) {
  let backup;
  try {
    backup = new SQLite(path, { readonly: true, fileMustExist: true });
    if (backup.pragma('quick_check', { simple: true }) !== 'ok') throw new Error('damaged');
  } catch {
    backup?.close();
    fail(`${path} is not a whole SQLite database. ${NOT_CHANGED}`);
  }
  const tables = new Set(backup.prepare(`select name from sqlite_master where type = 'table'`).pluck().all());
  if (STORE_TABLES.every((table) => tables.has(table))) return backup;
  backup.close();
  return fail(
    `${path} is an SQLite database but not a backup of the store (it has no orders or migrations). ${NOT_CHANGED}`,
  );
}

/** The newest announcement of the store's cache drops, so the one the restore makes comes after it for every instance. */
const newestAnnouncement = (database) =>
  Number(database.prepare('select max(id) from cache_invalidations').pluck().get() ?? 0);

async function restoreSqlite() {
  if (resolve(file) === resolve(store.file)) fail(`${file} is the store's database itself. ${NOT_CHANGED}`);
  const backup = sqliteBackup(file);
  let before = 0;
  if (existsSync(store.file)) {
    const live = new SQLite(store.file, { readonly: true });
    before = newestAnnouncement(live);
    live.close();
  } else mkdirSync(dirname(store.file), { recursive: true });
  try {
    // As many pages as there are in each step: the copy is one write, which the server's writers wait out.
    await backup.backup(store.file, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    backup.close();
  }
  const live = new SQLite(store.file);
  live.pragma('busy_timeout = 5000');
  live
    .prepare('insert into cache_invalidations (id, cache_keys, created_at) values (?, ?, ?)')
    .run(Math.max(before, newestAnnouncement(live)) + 1, '["*"]', new Date().toISOString());
  live.close();
}

async function restorePostgres() {
  const contents = await runTool('pg_restore', ['--list', file]).catch(() =>
    fail(`${file} is not a readable pg_dump archive. ${NOT_CHANGED}`),
  );
  if (!STORE_TABLES.every((table) => new RegExp(`^\\d+; \\d+ \\d+ TABLE \\S+ ${table} `, 'm').test(contents)))
    fail(`${file} is a pg_dump archive but not a backup of the store (it has no orders or migrations). ${NOT_CHANGED}`);
  const pool = new pg.Pool({ connectionString: store.url, max: 1 });
  try {
    const newest = async () =>
      Number((await pool.query('select max(id) as id from cache_invalidations')).rows[0]?.id ?? 0);
    const before = await newest().catch(() => 0);
    await runTool('pg_restore', ['--clean', '--if-exists', '--single-transaction', '--no-owner', file], store.url);
    // The restored counter may stand below what the instances have read: it moves past it, and the drop follows.
    const next = Math.max(before, await newest()) + 1;
    await pool.query(`select setval(pg_get_serial_sequence('cache_invalidations', 'id'), $1)`, [next]);
    await pool.query(`insert into cache_invalidations (cache_keys, created_at) values ('["*"]', $1)`, [
      new Date().toISOString(),
    ]);
  } finally {
    await pool.end();
  }
}

/** Instances listening on Redis hear of the drop there: they do not read the database's counter meanwhile. */
async function announceOnRedis() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  try {
    await redis.connect();
    await redis.publish(`${process.env.REDIS_KEY_PREFIX ?? 'petfood:'}cache-invalidation`, '["*"]');
  } catch (error) {
    console.error(`Redis did not take the cache drop (${error.message}): the instances' caches refresh within 30 s.`);
  } finally {
    redis.disconnect();
  }
}

if (!existsSync(file) || !statSync(file).isFile()) fail(`There is no file at ${file}. ${NOT_CHANGED}`);
const kind = kindOf(file);
const named = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
if (kind === null) fail(`${file} is neither an SQLite database nor a pg_dump archive. ${NOT_CHANGED}`);
if (kind !== store.dialect)
  fail(`${file} is a ${named[kind]} backup, but this store's database is ${named[store.dialect]}. ${NOT_CHANGED}`);
try {
  if (store.dialect === 'sqlite') await restoreSqlite();
  else await restorePostgres();
} catch (error) {
  fail(`The restore failed: ${error.message}`);
}
await announceOnRedis();
console.log(`Restored the store's ${named[store.dialect]} database from ${file}.`);
