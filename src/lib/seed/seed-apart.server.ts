// A new database is seeded by a short-lived copy of the server. Seeding draws the product art with sharp and hashes the
// demo accounts' passwords; the native memory that leaves behind stayed with the process, about three times what a
// server started on a seeded database holds (bench/README.md). The copy runs this same entry with STORE_PREPARE_ONLY=true, prepares the store and exits, and its memory
// goes with it. The server then prepares the store as before, which on a seeded database finds nothing left to do. An
// operator can run the same as a release step, before instances start.
import { spawn } from 'node:child_process';

/** Set in the copy's environment: prepare the store, then exit instead of serving. */
export const PREPARE_ONLY = 'STORE_PREPARE_ONLY';

/** Whether this process only prepares the store (the configuration check has refused any value but true or false). */
export const preparingOnly = (env: NodeJS.ProcessEnv = process.env): boolean => env[PREPARE_ONLY] === 'true';

/** Why the copy failed, for the operator; null when it prepared the store. */
export function copyFailure(code: number | null, signal: NodeJS.Signals | null): string | null {
  if (code === 0) return null;
  if (signal) return `the process seeding the new database was stopped by ${signal}`;
  return `the process seeding the new database failed (exit code ${code ?? 'unknown'})`;
}

/**
 * Runs this server's entry again (same Node flags, same environment) to prepare the store, and waits for it. Its output
 * is the server's; a SIGTERM or SIGINT meant for the server while it runs is passed on to it.
 */
export function seedApart(entry: string | undefined = process.argv[1]): Promise<void> {
  if (!entry) return Promise.reject(new Error('the server was not started from a file, so it cannot seed apart'));
  return new Promise((resolve, reject) => {
    const copy = spawn(process.execPath, [...process.execArgv, entry], {
      env: { ...process.env, [PREPARE_ONLY]: 'true' },
      stdio: 'inherit',
    });
    const passOn = (signal: NodeJS.Signals) => copy.kill(signal);
    process.on('SIGTERM', passOn);
    process.on('SIGINT', passOn);
    const done = () => {
      process.off('SIGTERM', passOn);
      process.off('SIGINT', passOn);
    };
    copy.once('error', (error) => {
      done();
      reject(error);
    });
    copy.once('exit', (code, signal) => {
      done();
      const failure = copyFailure(code, signal);
      if (failure) reject(new Error(failure));
      else resolve();
    });
  });
}
