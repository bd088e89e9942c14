// The production server (http-server.ts, rendering through @astrojs/node's handler), started only once the
// configuration is valid and the database is migrated and seeded, and stopped cleanly (in-flight requests finish, the
// database closes) on SIGTERM.
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SSRManifest } from 'astro';
import { createExports as nodeExports } from '@astrojs/node/server.js';
import { envSchema } from '../integrations/env-schema.mjs';
import { DatabaseUrlError, parseDatabaseUrl } from '../lib/db/url';
import { parseTrustedProxies } from '../lib/http/client-address';
import { mailSettingsProblems } from '../lib/mail/settings';
import { givingSettingsProblems } from '../lib/giving/settings';
import { configErrors } from '../lib/site/config-errors';
import { publicAddressProblems } from '../lib/site/public-address';
import { flushLog } from '../lib/site/log.server';
import { errorMessage, log } from '../lib/site/log';
import { preparingOnly, seedApart } from '../lib/seed/seed-apart.server';
import { limitSlowClients } from '../lib/http/slow-clients';

type Options = Parameters<typeof nodeExports>[1];
type HttpServer = import('node:http').Server;

let exported: ReturnType<typeof nodeExports> | undefined;

/**
 * The adapter's exports, made once: Astro's entry asks for them before it calls `start`, which serves their handler, so
 * the app (and the adapter's process-wide listener each handler adds) is not made twice.
 */
export function createExports(manifest: SSRManifest, options: Options) {
  exported ??= nodeExports(manifest, options);
  return exported;
}

function configurationProblems(): string[] {
  const problems = configErrors(envSchema, process.env);
  try {
    parseDatabaseUrl(process.env.DATABASE_URL);
  } catch (error) {
    if (error instanceof DatabaseUrlError) problems.push(error.message);
    else throw error;
  }
  problems.push(...mailSettingsProblems(process.env));
  problems.push(...givingSettingsProblems(process.env));
  problems.push(...publicAddressProblems(process.env));
  const proxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  if ('error' in proxies) problems.push(proxies.error);
  return problems;
}

// Loaded only after the configuration check: reading astro:env throws at import on a bad value.
const database = () => import('../lib/db/instance.server');
const checkpointer = () => import('../lib/db/checkpoints.server');
const mailRelay = () => import('../lib/mail/instance.server');
const autoships = () => import('../lib/autoship/scheduler.server');
const runningLow = () => import('../lib/orders/running-low-loop.server');
const store = () => import('../lib/seed/prepare.server');
const redisConnections = () => import('../lib/db/redis.server');
const invalidations = () => import('../lib/db/invalidations.server');
const httpServer = () => import('./http-server');

/**
 * What runs beside the requests (the mail relay, the autoship scheduler, running-low reminders, checkpoints), stopped
 * before the database.
 */
type Loops = ({ stop: () => Promise<void> } | undefined)[];

/**
 * The exit code of a bad setting (sysexits' EX_CONFIG): starting again cannot help, so a supervisor (the systemd unit
 * in deploy/, `npm start`) does not; after any other failure it does.
 */
const EX_CONFIG = 78;

/**
 * The build's client folder, found from where this file runs (as @astrojs/node finds it), so a build moved to another
 * folder still finds its files.
 */
function clientDir(options: Options): string {
  const fromServer = relative(fileURLToPath(options.server), fileURLToPath(options.client));
  let serverDir = dirname(fileURLToPath(import.meta.url));
  const serverName = basename(fileURLToPath(options.server));
  while (basename(serverDir) !== serverName && dirname(serverDir) !== serverDir) serverDir = dirname(serverDir);
  return join(serverDir, fromServer);
}

/** Lets the background passes in progress end, for ten seconds at most: work they hold is taken up again later. */
async function stopLoops(loops: Loops): Promise<void> {
  let deadline: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(loops.map((loop) => loop?.stop())),
    new Promise((resolve) => (deadline = setTimeout(resolve, 10_000))),
  ]);
  clearTimeout(deadline);
}

function stopOnSignals(server: HttpServer, loops: Loops): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down', { signal });
    // Give slow requests ten seconds, then cut what is left.
    const deadline = setTimeout(() => server.closeAllConnections(), 10_000);
    deadline.unref();
    server.close(() => {
      void stopLoops(loops)
        .then(() => database())
        .then((db) => db.closeDb())
        .then(() => redisConnections())
        .then((connections) => connections.closeRedis())
        .catch((error: unknown) => log('error', 'closing the database failed', { error: errorMessage(error) }))
        .finally(() => {
          log('info', 'stopped');
          // stdout may be a pipe that has not taken every line yet; a stdout that takes nothing holds no one up.
          const giveUp = new Promise((resolve) => setTimeout(resolve, 2_000));
          void Promise.race([flushLog(), giveUp]).then(() => process.exit(0));
        });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Runs a start-up step; when it fails, says why and exits for the supervisor to start the server again. */
async function orExit<T>(failure: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(`Database error: ${failure}: ${errorMessage(error)}`);
    process.exit(1);
  }
}

export async function start(manifest: SSRManifest, options: Options): Promise<void> {
  if (process.env.ASTRO_NODE_AUTOSTART === 'disabled') return;
  // React and the libraries chose their development builds when they loaded; say so rather than run slowly unseen.
  if (process.env.NODE_ENV !== 'production')
    log('warn', 'NODE_ENV is not production: React renders with its development build', {
      nodeEnv: process.env.NODE_ENV ?? null,
      start: 'NODE_ENV=production node --heap-growing-percent=100 dist/server/entry.mjs',
    });
  const problems = configurationProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Configuration error: ${problem}`);
    process.exit(EX_CONFIG);
  }
  const copy = preparingOnly();
  const isNew =
    !copy && (await orExit('the database could not be opened', async () => (await store()).isNewDatabase()));
  if (isNew) {
    const started = performance.now();
    await orExit('the new database could not be seeded', seedApart);
    log('info', 'seeded the new database apart', { ms: Math.round(performance.now() - started) });
  }
  await orExit('the database could not be opened', async () => (await store()).prepareDatabase());
  // The identity service starts before the first request, and with it the demo accounts of a new database: their
  // history (orders #1001 on) comes before any order a visitor places.
  await orExit('the identity service could not start', async () => (await store()).prepareStore());
  if (copy) {
    log('info', 'the store is prepared');
    await (await database()).closeDb();
    await flushLog();
    process.exit(0);
  }
  if (process.env.REDIS_URL && !(await (await redisConnections()).connectRedis()))
    log('warn', 'redis is not reachable: shared counters are kept in the database until it is');
  (await invalidations()).listenForInvalidations();
  const checkpoints = (await checkpointer()).startCheckpoints(await (await database()).getDb(), (error) =>
    log('warn', 'a checkpoint of the database failed', { error }),
  );
  const loops = [
    (await mailRelay()).startMailRelay(),
    (await autoships()).startAutoshipScheduler(),
    (await runningLow()).startRunningLowReminders(),
    checkpoints,
  ];
  const proxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  if ('error' in proxies) throw new Error(proxies.error); // refused above, with the other settings
  const server = (await httpServer()).storeServer({
    proxies,
    https: (process.env.PUBLIC_SITE_URL ?? '').startsWith('https:'),
    clientDir: clientDir(options),
    astro: createExports(manifest, options).handler,
  });
  limitSlowClients(server);
  const port = process.env.PORT ? Number(process.env.PORT) : (options.port ?? 8080);
  const host =
    process.env.HOST ?? (typeof options.host === 'string' ? options.host : options.host ? '0.0.0.0' : 'localhost');
  server.on('error', (error) => {
    console.error(`Server error: ${errorMessage(error)}`);
    process.exit(1);
  });
  server.listen(port, host, () => log('info', 'listening', { url: `http://${host}:${port}` }));
  stopOnSignals(server, loops);
}
