// PostgreSQL's own backup tools (pg_dump, pg_restore), run for the backup and restore scripts. The password of
// DATABASE_URL goes to them in PGPASSWORD, so it never shows in the process list.
import { spawn } from 'node:child_process';

/** The address without its password, and the environment that carries the password instead. */
function connection(url) {
  if (!url) return { args: [], env: process.env };
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return { args: [`--dbname=${parsed.toString()}`], env };
}

/**
 * Runs `tool` (pg_dump, pg_restore) with `args`, on the database at `url` when one is given; answers what it printed,
 * or fails with its error.
 */
export function runTool(tool, args, url = null) {
  const database = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, ...database.args], {
      env: database.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', (error) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} is not installed here, and PostgreSQL backups need it: install PostgreSQL's client tools (on Debian: apt-get install postgresql-client) of the server's version or newer.`
            : `${tool} could not be started: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${tool} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}
