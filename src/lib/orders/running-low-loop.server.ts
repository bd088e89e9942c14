// The running-low reminders' background loop: a pass at start and every RUNNING_LOW_EVERY_SECONDS (an hour by
// default). Every instance may run it: each reminder is claimed in the database before its mail is queued.
import { RUNNING_LOW_EVERY_SECONDS } from 'astro:env/server';
import { getDb } from '../db/instance.server';
import { startBackgroundLoop, type BackgroundLoop } from '../site/background-loop.server';
import { log } from '../site/log';
import { remindRunningLow } from './running-low.server';

export function startRunningLowReminders(): BackgroundLoop {
  return startBackgroundLoop(
    'running-low reminders',
    async () => {
      const { sent } = await remindRunningLow(await getDb());
      if (sent > 0) log('info', 'running-low reminders queued', { sent });
    },
    RUNNING_LOW_EVERY_SECONDS * 1000,
  );
}
