// Many rows into the store's database fast, in one transaction: on SQLite prepared statements of better-sqlite3 run
// row by row (a statement costs microseconds there), on PostgreSQL batches of rows through one pg client. Rows are
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

const ROWS_PER_STATEMENT = 5_000;

const placeholders = (columns: number) => Array.from({ length: columns }, () => '?').join(', ');
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
          `insert into "${table}" (${quoted(columns)}) values (${placeholders(columns.length)})`,
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
  const types = new Map(
    (
      await client.query<{ table_name: string; column_name: string; udt_name: string }>(
        'select table_name, column_name, udt_name from information_schema.columns where table_schema = current_schema()',
      )
    ).rows.map((c) => [`${c.table_name}.${c.column_name}`, c.udt_name]),
  );
  const buffers = new Map<string, { columns: readonly string[]; rows: Value[][] }>();
  // Statements waiting for the server, one after the other (a client runs one at a time): the next rows are made
  // while the server writes these, and a parent row still goes before its children.
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  const send = (text: string, values: Value[]) => {
    queued++;
    chain = chain.then(async () => {
      try {
        await client.query(text, values);
      } finally {
        queued--;
      }
    });
    chain.catch(() => undefined); // awaited in drain, which throws the error
  };
  const drain = async (keep = 0) => {
    if (queued > keep) await chain;
  };
  // One array a column, unnested by the server: a short statement to parse however many rows it carries, where a
  // multi-row VALUES list costs the server a parse of every one.
  const flushAll = () => {
    for (const [table, buffer] of buffers) {
      while (buffer.rows.length > 0) {
        const rows = buffer.rows.splice(0, ROWS_PER_STATEMENT);
        const arrays = buffer.columns.map((_, c) => rows.map((row) => row[c] ?? null));
        const casts = buffer.columns.map((column, c) => `$${c + 1}::${types.get(`${table}.${column}`) ?? 'text'}[]`);
        send(
          `insert into "${table}" (${quoted(buffer.columns)}) select * from unnest(${casts.join(', ')})`,
          arrays as unknown as Value[],
        );
      }
    }
  };
  const settled = async () => {
    flushAll();
    await drain();
  };
  return {
    dialect: 'postgres',
    async query<T>(sql: string, params: Value[] = []) {
      await settled();
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
        await settled();
        for (const index of rows) await client.query(index.definition);
      };
    },
    async settle() {
      const full = [...buffers.values()].some((b) => b.rows.length >= ROWS_PER_STATEMENT);
      if (!full) return;
      flushAll();
      await drain(8);
    },
    async commit() {
      await settled();
      await client.query('commit');
      await client.end();
    },
    async rollback() {
      await drain().catch(() => undefined);
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}
