// A copy of the run's seeded template (databases.ts), for a test file that starts a store of its own: the template
// is made once by the API suite's global setup, which cannot load vitest's test API, so this lives apart.
import { inject } from 'vitest';
import { copyOfTemplate, type FreshDatabase } from './databases';

/** A fresh database holding what a new store holds once it has started. */
export const seededDatabase = (label = 'store'): Promise<FreshDatabase> =>
  copyOfTemplate(label, inject('seededTemplate'));
