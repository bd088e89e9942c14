import type { Migration } from 'kysely';
import * as m0001 from './0001_content';

// Versioned migrations, in order. A new one gets the next number and is never edited once it has landed.
export const migrations: Record<string, Migration> = {
  '0001_content': m0001,
};
