// A Redis namespace of a test run's own on the local Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379): servers
// started with its settings keep their keys under a fresh prefix, which is deleted again afterwards.
import { randomBytes } from 'node:crypto';
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
