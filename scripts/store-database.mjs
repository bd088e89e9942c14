// What the operators' scripts share: the database the server uses, read from DATABASE_URL as the store reads it
// (src/lib/db/url.ts), a refusal that says what is wrong and exits 1, and the tables only the store's database has.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

export const DEFAULT_DATABASE_URL = 'file:./.data/store.db';

/** The order records and Kysely's record of the migrations: a database without both is not the store's. */
export const STORE_TABLES = ['orders', 'kysely_migration'];

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** `{ dialect: 'sqlite', file }` or `{ dialect: 'postgres', url }`, from DATABASE_URL (unset: the default file). */
export function storeDatabase(url = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL) {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) fail('DATABASE_URL must name a file after "file:" (for example file:./.data/store.db)');
    return { dialect: 'sqlite', file };
  }
  if (/^postgres(ql)?:\/\//.test(url) && URL.canParse(url)) return { dialect: 'postgres', url };
  return fail('DATABASE_URL must be file:PATH or postgres://USER@HOST:PORT/DB');
}

/** Stops when the SQLite file is not there yet, as on a machine where the store has never started. */
export function mustExist(file) {
  if (!existsSync(file)) fail(`There is no database at ${file} yet: start the server once, or set DATABASE_URL.`);
}

/** The one FILE a script is given (`npm run SCRIPT -- FILE`); `--help` prints the usage. */
export function fileArgument(usage) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
  } catch (error) {
    fail(`${error.message}\n${usage}`);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (parsed.positionals.length !== 1) fail(usage);
  return parsed.positionals[0];
}
