// The API suite's two servers, DTC and HPSF, both on one fresh database, as two instances of a scaled-out store.
import type { TestProject } from 'vitest/node';
import { freshDatabase } from './databases';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    dtcUrl: string;
    hpsfUrl: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await freshDatabase('api');
  const dtc = await startServer({ DATABASE_URL: database.url, SITE_ID: 'DTC' });
  const hpsf = await startServer({ DATABASE_URL: database.url, SITE_ID: 'HPSF' });
  project.provide('dtcUrl', dtc.url);
  project.provide('hpsfUrl', hpsf.url);
  project.provide('databaseUrl', database.url);
  return async () => {
    await Promise.all([dtc.stop(), hpsf.stop()]);
    await database.drop();
  };
}
