// A fresh database for each test run: a temporary SQLite file, or with TEST_DIALECT=postgres a new PostgreSQL
// database on the local server (PG_ADMIN_URL), dropped again afterwards. Empty, for the tests of migrating and
// seeding; or a copy of the run's seeded template (migrated, seeded, the demo accounts made once per run by the
// global setup), for everything else: seeding draws the product art and hashes the demo passwords, seconds a store.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serverArguments, serverEnvironment } from '../../scripts/server-command.mjs';

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

/**
 * The run's seeded template: a fresh database the built server migrated, seeded and gave the demo accounts, as a
 * release step does (STORE_PREPARE_ONLY). Made once by the global setup; nothing connects to it afterwards.
 */
export async function makeSeededTemplate(): Promise<FreshDatabase> {
  const template = await freshDatabase('template');
  const prepared = spawnSync(process.execPath, serverArguments(), {
    env: {
      ...serverEnvironment(process.env),
      DATABASE_URL: template.url,
      STORE_PREPARE_ONLY: 'true',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (prepared.status !== 0) {
    await template.drop();
    throw new Error(`the seeded template could not be prepared:\n${prepared.stdout}${prepared.stderr}`);
  }
  return template;
}

/** A fresh database holding what a new store holds once it has started: a copy of a seeded template. */
export async function copyOfTemplate(label: string, template: string): Promise<FreshDatabase> {
  if (dialect === 'postgres') {
    const name = `${label.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const from = template.replace(/^file:/, '');
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const to = join(dir, 'store.db');
  copyFileSync(from, to);
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`);
  return { url: `file:${to}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
