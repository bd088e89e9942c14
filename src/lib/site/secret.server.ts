// The signing secret of sessions and account tokens (DESIGN §6): AUTH_SECRET, or in development one generated on
// first start and kept under ./.data/, so restarts keep everyone signed in. Several instances must share AUTH_SECRET.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function authSecret(configured: string | undefined, file = '.data/auth-secret'): string {
  if (configured) return configured;
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    /* none yet */
  }
  const made = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch {
    // Another instance starting at the same moment wrote it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}
