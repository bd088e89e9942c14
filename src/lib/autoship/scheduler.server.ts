// The server's autoship scheduler: a pass at start and every AUTOSHIP_EVERY_SECONDS (300 by default). Several
// instances may run it at once: each autoship is claimed in the database before its order is placed.
import { AUTOSHIP_EVERY_SECONDS } from 'astro:env/server';
import { getDb } from '../db/instance.server';
import { paymentGateway } from '../checkout/gateway.server';
import { startBackgroundLoop, type BackgroundLoop } from '../site/background-loop.server';
import { log } from '../site/log';
import { runAutoships } from './engine.server';

export function startAutoshipScheduler(): BackgroundLoop {
  log('info', 'autoship scheduler started', { everySeconds: AUTOSHIP_EVERY_SECONDS });
  return startBackgroundLoop(
    'autoship scheduler',
    async () => {
      const result = await runAutoships(await getDb(), paymentGateway());
      if (result.placed.length + result.declined.length + result.failed.length > 0)
        log('info', 'autoship pass', {
          placed: result.placed.length,
          declined: result.declined.length,
          failed: result.failed.length,
        });
    },
    AUTOSHIP_EVERY_SECONDS * 1000,
  );
}
