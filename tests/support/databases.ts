// A fresh database for each test run: a temporary SQLite file, or with TEST_DIALECT=postgres a new PostgreSQL
// database on the local server (PG_ADMIN_URL), dropped again afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type FreshDatabase = { url: string; drop: () => Promise<void> };

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(label = 'store'): Promise<FreshDatabase> {
  if (dialect === 'postgres') {
    // An unquoted PostgreSQL name: a label's dashes and the like become underscores.
    const name = `${label.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  return { url: `file:${join(dir, 'store.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
