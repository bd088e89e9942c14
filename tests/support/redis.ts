// A Redis namespace of a test run's own on the local Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379): servers
// started with its settings keep their keys under a fresh prefix, which is deleted again afterwards.
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';

export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

export type FreshRedis = {
  env: { REDIS_URL: string; REDIS_KEY_PREFIX: string };
  client: Redis;
  keys: () => Promise<string[]>;
  drop: () => Promise<void>;
};

export function freshRedis(): FreshRedis {
  const prefix = `petfood-test-${randomBytes(6).toString('hex')}:`;
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const keys = () => client.keys(`${prefix}*`);
  return {
    env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
    client,
    keys,
    drop: async () => {
      const left = await keys();
      if (left.length > 0) await client.del(...left);
      client.disconnect();
    },
  };
}

export type RedisLine = { url: string; cut: () => Promise<void> };

/**
 * A line to the local Redis that a test can cut, as a network fault or a Redis that stops would: a loopback relay whose
 * `cut` ends every connection through it and takes no more.
 */
export async function redisLine(): Promise<RedisLine> {
  const target = new URL(redisUrl);
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (typeof address !== 'object' || !address) throw new Error('the relay has no port');
  return {
    url: `redis://127.0.0.1:${address.port}${target.pathname}`,
    cut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
