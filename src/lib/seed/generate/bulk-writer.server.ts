// Many rows into the store's database fast, in one transaction: on SQLite prepared statements of better-sqlite3 run
// row by row (a statement costs microseconds there), on PostgreSQL multi-row INSERTs through one pg client. Rows are
// given in the order their foreign keys need (parents first); on PostgreSQL a flush writes the tables in the order
// they were first given, so a line never reaches the database before its order.
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseTarget } from '../../db/url';

type Value = string | number | boolean | null;

export interface BulkWriter {
  readonly dialect: DatabaseTarget['dialect'];
  /** A query's rows (reads see what this transaction wrote). */
  query<T>(sql: string, params?: Value[]): Promise<T[]>;
  /** One row; may wait to be written until the next `settle` or `commit`. */
  add(table: string, columns: readonly string[], values: Value[]): void;
  /**
   * Drops the tables' plain (not unique) indexes until the returned function builds them again: one sorted build
   * after the load costs far less than keeping them up to date row by row. Unique ones stay, so a clash still fails.
   */
  suspendIndexes(tables: readonly string[]): Promise<() => Promise<void>>;
  /** Writes what waits once enough has gathered; call it every so often. */
  settle(): Promise<void>;
  commit(): Promise<void>;
  /** Gives up: nothing written stays. */
  rollback(): Promise<void>;
}

/** PostgreSQL takes at most 65,535 parameters a statement. */
const PG_PARAMETERS = 30_000;

const placeholders = (columns: number, question: boolean, offset = 0) =>
  Array.from({ length: columns }, (_, i) => (question ? '?' : `$${offset + i + 1}`)).join(', ');
const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

export function sqliteWriter(file: string): BulkWriter & { database: SQLite.Database } {
  const database = new SQLite(file, { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // A big page cache keeps the indexes of a million orders in memory while they grow.
  database.pragma('cache_size = -524288');
  database.exec('begin immediate');
  const statements = new Map<string, SQLite.Statement>();
  return {
    dialect: 'sqlite',
    database,
    async query<T>(sql: string, params: Value[] = []) {
      const statement = database.prepare(sql.replace(/\$\d+/g, '?'));
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    },
    add(table, columns, values) {
      let statement = statements.get(table);
      if (!statement) {
        statement = database.prepare(
          `insert into "${table}" (${quoted(columns)}) values (${placeholders(columns.length, true)})`,
        );
        statements.set(table, statement);
      }
      statement.run(values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)));
    },
    async suspendIndexes(tables) {
      const indexes = database
        .prepare(
          `select name, sql from sqlite_master where type = 'index' and sql like 'CREATE INDEX%'
              and tbl_name in (${tables.map(() => '?').join(', ')})`,
        )
        .all(...tables) as { name: string; sql: string }[];
      for (const index of indexes) database.exec(`drop index "${index.name}"`);
      return async () => {
        for (const index of indexes) database.exec(index.sql);
      };
    },
    settle: async () => undefined,
    async commit() {
      database.exec('commit');
      database.pragma('wal_checkpoint(TRUNCATE)');
      database.close();
    },
    async rollback() {
      if (database.inTransaction) database.exec('rollback');
      database.close();
    },
  };
}

export async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const buffers = new Map<string, { columns: readonly string[]; rows: Value[][] }>();
  const flushTable = async (table: string) => {
    const buffer = buffers.get(table)!;
    const perStatement = Math.max(1, Math.floor(PG_PARAMETERS / buffer.columns.length));
    while (buffer.rows.length > 0) {
      const rows = buffer.rows.splice(0, perStatement);
      const values = rows
        .map((_, i) => `(${placeholders(buffer.columns.length, false, i * buffer.columns.length)})`)
        .join(', ');
      await client.query(`insert into "${table}" (${quoted(buffer.columns)}) values ${values}`, rows.flat());
    }
  };
  const flushAll = async () => {
    for (const table of buffers.keys()) await flushTable(table);
  };
  return {
    dialect: 'postgres',
    async query<T>(sql: string, params: Value[] = []) {
      await flushAll();
      return (await client.query(sql, params)).rows as T[];
    },
    add(table, columns, values) {
      let buffer = buffers.get(table);
      if (!buffer) {
        buffer = { columns, rows: [] };
        buffers.set(table, buffer);
      }
      buffer.rows.push(values);
    },
    async suspendIndexes(tables) {
      const { rows } = await client.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = any($1) and indexdef not like 'CREATE UNIQUE%'`,
        [tables],
      );
      for (const index of rows) await client.query(`drop index "${index.name}"`);
      return async () => {
        await flushAll();
        for (const index of rows) await client.query(index.definition);
      };
    },
    async settle() {
      const full = [...buffers.values()].some((b) => b.rows.length * b.columns.length >= PG_PARAMETERS * 4);
      if (full) await flushAll();
    },
    async commit() {
      await flushAll();
      await client.query('commit');
      await client.end();
    },
    async rollback() {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}
