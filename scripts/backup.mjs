// A backup of the store's database (DATABASE_URL; unset: file:./.data/store.db), safe to take while the store serves:
// SQLite's online backup API copies a consistent state of the file page by page, PostgreSQL's pg_dump one snapshot.
//   npm run backup -- FILE      FILE: where the backup goes (replaced if it is there); restore it with npm run restore
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { runTool } from './postgres-tools.mjs';
import { fail, fileArgument, mustExist, storeDatabase } from './store-database.mjs';

const file = fileArgument('usage: npm run backup -- FILE');
const store = storeDatabase();
// Written beside FILE and renamed when whole, so a backup cut short never passes for one.
const partial = `${file}.partial`;
if (store.dialect === 'sqlite') mustExist(store.file);
mkdirSync(dirname(file), { recursive: true });
try {
  if (store.dialect === 'sqlite') {
    const database = new SQLite(store.file, { fileMustExist: true, readonly: true });
    database.pragma('busy_timeout = 5000');
    try {
      await database.backup(partial);
    } finally {
      database.close();
    }
    // The copy keeps the live file's WAL mode, which would leave -wal and -shm files beside it once read: one file is
    // easier to keep.
    const copy = new SQLite(partial, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
  } else {
    await runTool('pg_dump', ['--format=custom', `--file=${partial}`], store.url);
  }
  renameSync(partial, file);
} catch (error) {
  rmSync(partial, { force: true });
  fail(`No backup was made: ${error.message}`);
}
console.log(`Backed up the store's ${store.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${file}.`);
