// Dropping a cache key on every instance (spec 000 §7 /api/delete-cache-item; DESIGN §5; issue: scale-out for real):
// two instances on one database, once with Redis pub/sub and once with the database's change counter only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, type OwnStore } from '../support/checkout';
import { freshRedis, type FreshRedis } from '../support/redis';
import { Shopper } from '../support/shopper';
import { within2s } from '../support/poll';

type Announcements = { announcements: { id: string; text: string }[] };

async function freeShippingText(base: string): Promise<string | undefined> {
  const { body } = await new Shopper(base).post<Announcements>('/api/cms/v1.0/get-announcements', {});
  return body.announcements.find((a) => a.id === 'free-shipping')?.text;
}

async function signedIn(base: string, email: string): Promise<Shopper> {
  const shopper = new Shopper(base);
  expect((await shopper.post('/api/account/sign-in', { email, password: 'Petfood-demo-1' })).status).toBe(200);
  return shopper;
}

/** Subscribes to the store's invalidation channel; `next` is the next message heard there. */
async function listen(redis: FreshRedis): Promise<{ next: Promise<string[]> }> {
  const subscriber = redis.client.duplicate();
  const channel = `${redis.env.REDIS_KEY_PREFIX}cache-invalidation`;
  await subscriber.subscribe(channel);
  const next = (async () => {
    try {
      return await new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message on Redis')), 5_000);
        subscriber.on('message', (from: string, message: string) => {
          if (from !== channel) return;
          clearTimeout(timer);
          resolve(JSON.parse(message) as string[]);
        });
      });
    } finally {
      subscriber.disconnect();
    }
  })();
  return { next };
}

for (const mode of ['database', 'redis'] as const) {
  describe(`a dropped cache key reaches the other instance (${mode === 'redis' ? 'Redis pub/sub' : 'database change counter'})`, () => {
    let redis: FreshRedis | undefined;
    let store: OwnStore;
    beforeAll(async () => {
      redis = mode === 'redis' ? freshRedis() : undefined;
      const env = redis?.env ?? {};
      store = await ownStore(`inval${mode}`, env, env);
    });
    afterAll(async () => {
      await store?.stop();
      await redis?.drop();
    });

    it('serves the cached text until an editor drops the key on one instance, then the new text on the other', async () => {
      const [a, b] = store.servers.map((s) => s.url) as [string, string];
      const before = await freeShippingText(b);
      expect(before).toBe('Free 2-5 day shipping on orders over $49');
      const changed = `Free shipping over $49, changed at ${Date.now()}`;
      await store.db
        .updateTable('content_entries')
        .set({ data: JSON.stringify({ text: changed, url: '/shipping' }) })
        .where('type', '=', 'announcement')
        .where('key', '=', 'free-shipping')
        .execute();
      expect(await freeShippingText(b)).toBe(before); // still the cached entry
      const editor = await signedIn(a, 'editor@example.com');
      const heard = redis ? await listen(redis) : null;
      const dropped = await editor.post('/api/delete-cache-item', { cacheKey: 'content:announcement:DTC' });
      if (heard) expect(await heard.next).toEqual(['content:announcement:DTC']); // it went over Redis
      expect(dropped).toEqual({ status: 200, body: { deleted: true, cacheKey: 'content:announcement:DTC' } });
      expect(await freeShippingText(a)).toBe(changed);
      expect(
        await within2s(
          () => freeShippingText(b),
          (seen) => seen === changed,
        ),
      ).toBe(changed);
    });

    it('makes a publish in the studio on one instance live on the other within 2 s, and an archive too', async () => {
      const [a, b] = store.servers.map((s) => s.url) as [string, string];
      const editor = await signedIn(a, 'editor@example.com');
      type Entry = { id: string; version: number; key: string; site: string };
      const admin = async (path: string, body: unknown) => {
        const answer = await editor.post<{ entry: Entry; entries: Entry[] }>(`/api/cms/v1.0/admin/${path}`, body);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        return answer.body;
      };
      const { entries } = await admin('list-entries', { type: 'announcement' });
      const entry = entries.find((e) => e.key === 'free-shipping')!;
      const before = await freeShippingText(b); // now in b's cache
      const published = `Free shipping over $49, published at ${Date.now()}`;
      const { id, key, site, version } = entry;
      const changed = { id, key, site, version, type: 'announcement', data: { text: published } };
      const draft = (await admin('save-entry', changed)).entry;
      expect(await freeShippingText(b)).toBe(before); // a draft is the editor's alone
      await admin('publish-entry', { id: draft.id, version: draft.version });
      expect(
        await within2s(
          () => freeShippingText(b),
          (seen) => seen === published,
        ),
      ).toBe(published);

      await admin('archive-entry', { id: draft.id });
      expect(
        await within2s(
          () => freeShippingText(b),
          (seen) => seen === undefined,
        ),
      ).toBeUndefined();
    });

    it('answers 401 to a guest, 403 to a shopper, and 400 to a key that names no cache, dropping nothing', async () => {
      const [a] = store.servers.map((s) => s.url) as [string];
      expect((await new Shopper(a).post('/api/delete-cache-item', { cacheKey: '*' })).status).toBe(401);
      const shopper = await signedIn(a, 'shopper@example.com');
      expect((await shopper.post('/api/delete-cache-item', { cacheKey: '*' })).status).toBe(403);
      const editor = await signedIn(a, 'editor@example.com');
      const unknown = await editor.post<{ error: { code: string } }>('/api/delete-cache-item', { cacheKey: 'nope:x' });
      expect([unknown.status, unknown.body.error.code]).toEqual([400, 'BAD_REQUEST']);
      expect((await editor.post('/api/delete-cache-item', { cacheKey: '' })).status).toBe(400);
      const rows = await store.db.selectFrom('cache_invalidations').select('cache_keys').execute();
      expect(rows.map((r) => r.cache_keys)).not.toContain(JSON.stringify(['nope:x']));
      expect(rows.map((r) => r.cache_keys)).not.toContain(JSON.stringify(['*']));
    });
  });
}
