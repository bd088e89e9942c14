import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';
import { keepingStatements, StoreSqliteDialect } from './sqlite-dialect.server';
import type { Database } from './schema';
import type { DatabaseTarget } from './url';

export type Db = Kysely<Database>;

/** The driver's own handle under a store's Kysely, for a library that speaks to the driver (the rate limiter). */
export type DriverClient = { dialect: 'sqlite'; database: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };

const driverClients = new WeakMap<Db, DriverClient>();

export function driverClientOf(db: Db): DriverClient {
  const client = driverClients.get(db);
  if (!client) throw new Error('not a store database made by connect()');
  return client;
}

export function connect(target: DatabaseTarget): Db {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', (error) =>
      console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    driverClients.set(db, { dialect: 'postgres', pool });
    return db;
  }
  if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
  const database = new SQLite(target.filename);
  database.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs the log to disk at each checkpoint instead of at every commit: the database stays
  // consistent after any crash and a crash of the server loses nothing; only a power cut or a crash of the machine
  // can take back the last commits before the checkpoint. FULL cost a sync (on the one thread that serves every
  // request) for each cart change.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new StoreSqliteDialect(keepingStatements(database)) });
  driverClients.set(db, { dialect: 'sqlite', database });
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema to the latest version. On PostgreSQL Kysely's migrator holds an advisory lock; on SQLite its lock
 * only covers one process, so the whole run is one IMMEDIATE transaction: a second process starting on the same
 * file waits for it (busy_timeout) and then finds nothing left to do.
 */
export async function migrate(db: Db, dialect: DatabaseTarget['dialect']): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  if (dialect === 'postgres') return applied(await migrator.migrateToLatest());
  await sql`begin immediate`.execute(db);
  try {
    const names = applied(await migrator.migrateToLatest());
    await sql`commit`.execute(db);
    return names;
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The advisory-lock key under which instances seed a new database, one after the other. */
const SEED_LOCK = 7_318_204;

/**
 * Runs `work` while holding the database-wide seed lock on PostgreSQL, so that instances starting at once seed one
 * after the other and the later ones find everything there. On SQLite one file means one machine, and its writes
 * are serialised already.
 */
export async function underSeedLock<T>(db: Db, dialect: DatabaseTarget['dialect'], work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}
