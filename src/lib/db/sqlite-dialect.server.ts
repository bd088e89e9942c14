// Kysely's SQLite dialect with three changes for a busy server, and nothing else different:
//
// - Prepared statements are kept (a bounded set, most recently used first): Kysely prepares every query afresh, and on
//   a cart change preparing cost about as much as running the statements.
// - The one connection is handed on in turn. Kysely's lock wakes every waiting query each time it is released and lets
//   them race for it again, so with fifty requests waiting each release cost fifty wake-ups; here the next in line
//   gets it and nobody else wakes. Transactions still have the connection to themselves from begin to commit.
// - Transactions take the write lock when they begin (BEGIN IMMEDIATE). With two instances on one file, a deferred
//   transaction that has read and then wants to write while the other instance writes is refused at once with
//   "database is locked", whatever busy_timeout says; one that asks at begin waits its turn instead.
import type Database from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/** How many statements are kept: the shop runs a few hundred distinct queries; past this the least used go. */
const KEPT_STATEMENTS = 300;

/** The database as Kysely's driver sees it, preparing each distinct query once. */
export function keepingStatements(database: Database.Database, limit = KEPT_STATEMENTS) {
  const kept = new Map<string, Database.Statement>();
  return {
    close(): void {
      kept.clear();
      database.close();
    },
    prepare(sql: string): Database.Statement {
      const hit = kept.get(sql);
      // A statement still being stepped through (a streamed select) cannot run again until it is done.
      if (hit && !hit.busy) {
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const statement = database.prepare(sql);
      if (hit) return statement;
      kept.set(sql, statement);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return statement;
    },
    /** For tests: how many statements are kept. */
    get keptStatements(): number {
      return kept.size;
    },
  };
}

/** First come, first served: `take` waits for its turn, `give` hands the turn to the next waiter only. */
export class Turns {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  take(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }
}

class TurnTakingDriver extends SqliteDriver {
  private readonly turns = new Turns();
  private connection: DatabaseConnection | undefined;

  override async init(): Promise<void> {
    await super.init();
    // Kysely's own lock is taken once, for good: from here on the turns decide who has the connection.
    this.connection = await super.acquireConnection();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take();
    return this.connection!;
  }

  override async releaseConnection(): Promise<void> {
    this.turns.give();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class StoreSqliteDialect extends SqliteDialect {
  constructor(private readonly database: ReturnType<typeof keepingStatements>) {
    super({ database });
  }

  override createDriver(): Driver {
    return new TurnTakingDriver({ database: this.database });
  }
}
