// The one Redis connection of an instance, when REDIS_URL is set: rate-limit counters and cache-invalidation messages
// live there (DESIGN §5). A subscriber needs a connection of its own, so that one is made on demand. While Redis is
// unreachable a command fails at once instead of waiting in a queue, so callers fall back without slowing down.
import { Redis } from 'ioredis';
import { redisSettings } from '../site/config.server';
import { errorMessage, log } from '../site/log';

let client: Redis | null | undefined;
const subscribers: Redis[] = [];

function openConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false });
  let lastLogged = 0;
  redis.on('error', (error: unknown) => {
    if (Date.now() - lastLogged < 10_000) return; // one line per ten seconds while Redis is away
    lastLogged = Date.now();
    log('error', 'redis unavailable', { error: errorMessage(error) });
  });
  return redis;
}

/** The shared connection, or null when the store runs without Redis. */
export function redis(): Redis | null {
  if (client !== undefined) return client;
  const settings = redisSettings();
  client = settings ? openConnection(settings.url) : null;
  return client;
}

/** Connects at start, waiting up to two seconds, so the first request finds Redis ready; false when it is not. */
export async function connectRedis(): Promise<boolean> {
  const connection = redis();
  if (!connection) return false;
  if (connection.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), 2_000);
    connection.once('ready', onReady);
  });
}

/** Whether Redis answers a PING within a second; null when the store runs without Redis. */
export async function redisAnswers(): Promise<boolean | null> {
  const connection = redis();
  if (!connection) return null;
  if (connection.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 1_000)));
  try {
    return await Promise.race([connection.ping().then((answer) => answer === 'PONG'), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A key or channel name in the store's namespace (REDIS_KEY_PREFIX). */
export const redisKey = (name: string): string => `${redisSettings()?.prefix ?? ''}${name}`;

/** A new connection for SUBSCRIBE, closed with the others at shutdown; null without Redis. */
export function redisSubscriber(): Redis | null {
  const settings = redisSettings();
  if (!settings) return null;
  const subscriber = openConnection(settings.url);
  subscribers.push(subscriber);
  return subscriber;
}

export async function closeRedis(): Promise<void> {
  const open = [...subscribers, ...(client ? [client] : [])];
  subscribers.length = 0;
  client = undefined;
  await Promise.all(open.map((connection) => connection.quit().catch(() => connection.disconnect())));
}
