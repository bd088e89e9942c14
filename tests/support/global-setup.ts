// The API suite's two servers, DTC and HPSF, both on one fresh database and one auth secret, as two instances of a
// scaled-out store. DTC serves /metrics with a token; HPSF, without one, shows it off.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { copyOfTemplate, makeSeededTemplate } from './databases';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    dtcUrl: string;
    hpsfUrl: string;
    databaseUrl: string;
    authSecret: string;
    /** The DTC server's METRICS_TOKEN. */
    metricsToken: string;
    /** The run's seeded template database (databases.ts), copied by seeded.ts. */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await makeSeededTemplate();
  project.provide('seededTemplate', template.url);
  const database = await copyOfTemplate('api', template.url);
  const authSecret = randomBytes(32).toString('base64url');
  const metricsToken = randomBytes(24).toString('base64url');
  const dtc = await startServer({
    DATABASE_URL: database.url,
    SITE_ID: 'DTC',
    AUTH_SECRET: authSecret,
    METRICS_TOKEN: metricsToken,
  });
  const hpsf = await startServer({ DATABASE_URL: database.url, SITE_ID: 'HPSF', AUTH_SECRET: authSecret });
  project.provide('dtcUrl', dtc.url);
  project.provide('hpsfUrl', hpsf.url);
  project.provide('databaseUrl', database.url);
  project.provide('authSecret', authSecret);
  project.provide('metricsToken', metricsToken);
  return async () => {
    await Promise.all([dtc.stop(), hpsf.stop()]);
    // Kept for reading after a red run: a 500's stack is in the server's log, not in the test's answer.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/api-dtc.log', dtc.output());
    writeFileSync('test-results/api-hpsf.log', hpsf.output());
    for (const [name, server] of [
      ['DTC', dtc],
      ['HPSF', hpsf],
    ] as const) {
      const errors = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":"error"'));
      if (errors.length)
        console.error(`The ${name} server logged ${errors.length} errors:\n${errors.slice(0, 20).join('\n')}`);
    }
    await database.drop();
    await template.drop();
  };
}
