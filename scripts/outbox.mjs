// The shop's outbox, read from the database the server uses (DATABASE_URL; unset: file:./.data/store.db).
//   npm run outbox                   the newest mail: queued when, to whom, subject, and whether it went out
//   npm run outbox -- --limit 50     more of it
//   npm run outbox -- ID             one mail in full, with its body (the first characters of its id will do)
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { fail, mustExist, storeDatabase } from './store-database.mjs';

const usage = 'usage: npm run outbox [-- --limit N | ID]';

function openDatabase(store) {
  if (store.dialect === 'postgres')
    return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: store.url, max: 1 }) }) });
  mustExist(store.file);
  const database = new SQLite(store.file, { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  return new Kysely({ dialect: new SqliteDialect({ database }) });
}

function status(mail) {
  if (mail.sent_at) return `sent ${mail.sent_at}`;
  const attempts = Number(mail.attempts ?? 0);
  if (mail.last_error) return `not sent, ${attempts} attempt${attempts === 1 ? '' : 's'}: ${mail.last_error}`;
  return attempts > 0 ? 'sending' : 'queued';
}

async function find(db, id) {
  const found = await db
    .selectFrom('outbox')
    .selectAll()
    .where('id', 'like', `${id.replace(/[\\%_]/g, '')}%`)
    .limit(2)
    .execute();
  if (found.length === 0) fail(`No mail with the id ${id}.`);
  if (found.length > 1) fail(`More than one mail has an id starting with ${id}: give more of it.`);
  return found[0];
}

async function list(db, limit) {
  const mail = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  if (mail.length === 0) return console.log('The outbox is empty.');
  const rows = [
    ['ID', 'QUEUED', 'TO', 'SUBJECT', 'STATUS'],
    ...mail.map((m) => [m.id.slice(0, 8), m.created_at, m.recipient, m.subject, status(m)]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(row.map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column]) : cell)).join('  '));
}

async function show(db, id) {
  const mail = await find(db, id);
  console.log(
    `id:      ${mail.id}\nto:      ${mail.recipient}\nsubject: ${mail.subject}\nqueued:  ${mail.created_at}\nstatus:  ${status(mail)}\n\n${mail.body}`,
  );
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string', default: '20' }, help: { type: 'boolean' } },
  });
} catch (error) {
  fail(`${error.message}\n${usage}`);
}
const { values, positionals } = args;
const limit = Number(values.limit);
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!Number.isInteger(limit) || limit < 1 || positionals.length > 1) fail(usage);

const db = openDatabase(storeDatabase());
try {
  if (positionals[0]) await show(db, positionals[0]);
  else await list(db, limit);
} finally {
  await db.destroy();
}
