// What /_image makes and what /cms/{id} gives out (spec 001 §9: widths and densities, webp). Only the sizes and the
// format the shop's own pages ask for are made; any other query string is refused with a 400 before any work starts,
// so a guest cannot have the server make pictures of any size, quality or format. Every /_image address the pages
// emit still answers with a WebP. An editor's upload is stored without its metadata (no EXIF, so no GPS), turned
// upright first.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type Browser, type OwnStore } from '../support/checkout';
import { dialect } from '../support/databases';

let store: OwnStore;
let base: string;
let editor: Browser;

beforeAll(async () => {
  store = await ownStore('image-requests');
  base = store.servers[0]!.url;
  editor = await signedIn(base, 'editor@example.com');
});
afterAll(async () => {
  await store?.stop();
});

// The test's own statement of the rule, written apart from the server's: every width a page asks for (the width
// buckets at densities 1 and 2, and the screen widths), in WebP, of an image in the store, and nothing else.
const WIDTHS = [50, 100, 150, 180, 200, 300, 320, 360, 480, 640, 768, 900, 960, 1024, 1200, 1280, 1536, 1800, 2400];
const HERO = '/cms/home-hero.png';
const imageAt = (query: string) => fetch(`${base}/_image?${query}`);
const hero = (rest: string) => `href=${encodeURIComponent(HERO)}&${rest}`;

type Failure = { error: { code: string; message: string } };

async function expectRefused(query: string): Promise<void> {
  const answer = await imageAt(query);
  const text = await answer.text();
  expect([query, answer.status], text.slice(0, 200)).toEqual([query, 400]);
  expect(answer.headers.get('content-type'), query).toMatch(/^application\/json/);
  expect((JSON.parse(text) as Failure).error.code, query).toBe('BAD_REQUEST');
}

/** What a browser reads from `src` and `srcset` of every <img> and <source> of a page. */
function imageAddresses(html: string): string[] {
  const found: string[] = [];
  for (const [, name, value] of html.matchAll(/\s(src|srcset)="([^"]*)"/g)) {
    const text = value!.replace(/&#38;|&amp;/g, '&');
    const candidates = name === 'srcset' ? text.split(',').map((part) => part.trim().split(/\s+/)[0]!) : [text];
    found.push(...candidates.filter((url) => url.startsWith('/_image')));
  }
  return found;
}

describe(`/_image makes only what the shop's pages ask for, on ${dialect}`, () => {
  it('refuses sizes, formats and qualities no page asks for with a 400 in the error envelope', async () => {
    for (const query of [
      hero('w=-5&f=webp'),
      hero('w=320&f=html'),
      hero('w=320&f=..%2F..%2Fx'),
      hero('w=320&f=svg'),
      hero('w=320&f=webp&q=100'),
      hero('w=320&f=avif'),
      hero('w=320&f=webp&unknown=1'),
      hero('w=320&w=640&f=webp'),
      hero('w=320&f=webp&f=webp'),
      `href=${encodeURIComponent(HERO)}&href=${encodeURIComponent(HERO)}&w=320&f=webp`,
      hero('w=320&h=213&f=webp'),
      hero('w=320&f=webp&fit=cover'),
      hero('w=320&f=webp&position=top'),
      hero('w=321&f=webp'),
      hero('w=320.0&f=webp'),
      hero('w=0320&f=webp'),
      hero('w=&f=webp'),
      hero('f=webp'),
      hero('w=320'),
      hero('w=320&f=png'),
      hero('w=320&f=jpeg'),
      'w=320&f=webp',
      'href=https%3A%2F%2Fexample.org%2Fa.png&w=320&f=webp',
      'href=%2Fcms%2F..%2F..%2Fetc%2Fpasswd&w=320&f=webp',
      hero('w=16000&f=jpeg&q=100'),
      hero('w=20000&f=png'),
    ])
      await expectRefused(query);
  });

  it('makes an allowed size as WebP, with the type its bytes are, and never wider than the original', async () => {
    const original = await sharp(Buffer.from(await (await fetch(`${base}${HERO}`)).arrayBuffer())).metadata();
    for (const width of [320, original.width! < 2400 ? 2400 : 1800]) {
      const answer = await imageAt(hero(`w=${width}&f=webp`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const made = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(made.format).toBe('webp');
      expect(made.width).toBe(Math.min(width, original.width!));
    }
  });

  it('answers 404 for a well-formed request of an image the store does not have', async () => {
    expect((await imageAt('href=%2Fcms%2Fnothing.png&w=320&f=webp')).status).toBe(404);
  });

  it("answers 200 with WebP to every /_image address the shop's pages emit, srcset included", async () => {
    await store.db
      .insertInto('content_entries')
      .values({
        id: randomUUID(),
        type: 'page',
        key: 'bowl-story',
        site: 'ALL',
        status: 'published',
        position: 0,
        data: JSON.stringify({
          title: 'A page with a picture',
          body: '<p>Our bowl:</p><img src="/cms/home-vets.png" alt="A bowl of kibble" width="500" height="333" />',
        }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await editor.post('/api/delete-cache-item', { cacheKey: 'content:*' })).status).toBe(200);
    const pages = [
      '/',
      '/products',
      '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb',
      '/bowl-story',
      '/nope',
    ];
    const addresses = new Set<string>();
    for (const path of pages) {
      const found = imageAddresses(await (await fetch(`${base}${path}`)).text());
      expect(found.length, path).toBeGreaterThan(0);
      for (const url of found) addresses.add(url);
    }
    expect(addresses.size).toBeGreaterThan(10);
    for (const url of addresses) {
      const answer = await fetch(`${base}${url}`);
      expect([url, answer.status]).toEqual([url, 200]);
      expect(answer.headers.get('content-type'), url).toBe('image/webp');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12)), url).toBe('WEBP');
    }
  });
});

describe('random image requests', () => {
  const ids = ['home-hero.png', 'home-vets.png', 'nothing.png', '..', 'home-hero.png%00', 'a'.repeat(130)];
  const param = fc.oneof(
    fc.constantFrom('href', 'w', 'h', 'f', 'q', 'fit', 'position', 'background', 'x', 'W', 'href[]', ''),
    fc.string({ maxLength: 6 }),
  );
  const value = fc.oneof(
    fc.constantFrom(...ids.map((id) => `/cms/${id}`), '/cms/', 'https://example.org/a.png', '//cms/home-hero.png'),
    fc.constantFrom(...WIDTHS.map(String)),
    fc.integer({ min: -10, max: 3000 }).map(String),
    fc.constantFrom('webp', 'png', 'jpeg', 'jpg', 'avif', 'svg', 'gif', 'html', '../../x', 'WEBP', 'webp ', ''),
    fc.constantFrom('1e3', '320.0', '0x140', ' 320', '320 ', '+320', 'NaN', 'Infinity', '99999999999999999999'),
    fc.string({ maxLength: 12 }),
  );
  // Mostly near the allowed shape, so that allowed and refused requests both come up often.
  const query = fc.oneof(
    fc.array(fc.tuple(param, value), { maxLength: 6 }),
    fc
      .tuple(
        fc.constantFrom(...ids),
        fc.oneof(fc.constantFrom(...WIDTHS.map(String)), fc.integer({ min: -5, max: 2500 }).map(String)),
        fc.constantFrom('webp', 'webp', 'png', 'avif', 'svg'),
        fc.array(fc.tuple(param, value), { maxLength: 2 }),
      )
      .map(([id, w, f, extra]) => [['href', `/cms/${id}`], ['w', w], ['f', f], ...extra] as [string, string][]),
  );

  /** The rule as the test states it: exactly href, w and f once each, a stored image, a page's width, WebP. */
  function allowed(pairs: [string, string][]): boolean {
    const names = pairs.map(([name]) => name);
    if (names.length !== 3 || new Set(names).size !== 3 || !['href', 'w', 'f'].every((n) => names.includes(n)))
      return false;
    const get = (name: string) => pairs.find(([n]) => n === name)![1];
    return (
      ['/cms/home-hero.png', '/cms/home-vets.png'].includes(get('href')) &&
      WIDTHS.map(String).includes(get('w')) &&
      get('f') === 'webp'
    );
  }

  it('never answers 5xx, and answers 200 only to what the pages could ask for', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        const answer = await imageAt(search);
        await answer.arrayBuffer();
        expect(answer.status, search).toBeLessThan(500);
        expect(answer.status === 200, search).toBe(allowed(pairs));
        if (answer.status === 200) expect(answer.headers.get('content-type'), search).toBe('image/webp');
      }),
      { numRuns: 300, endOnFailure: true },
    );
  });

  it('never answers 5xx at /cms/{id}, whatever the id or the query string', async () => {
    const id = fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 20 }).map(encodeURIComponent));
    await fc.assert(
      fc.asyncProperty(id, fc.array(fc.tuple(param, value), { maxLength: 4 }), async (name, pairs) => {
        const path = `/cms/${name}?${new URLSearchParams(pairs).toString()}`;
        const answer = await fetch(`${base}${path}`);
        await answer.arrayBuffer();
        expect(answer.status, path).toBeLessThan(500);
        // An id of dots is no id: the address resolves to another page (`/cms/..` is `/`).
        if (answer.status === 200 && new URL(path, base).pathname.startsWith('/cms/'))
          expect(['home-hero.png', 'home-vets.png'], path).toContain(name);
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });
});

describe('an uploaded photo keeps no metadata', () => {
  it('stores a JPEG without its EXIF (GPS included), turned upright, at the size it is shown', async () => {
    // 600 × 400 pixels stored sideways: EXIF orientation 6 says to turn it a quarter, so it shows 400 × 600.
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 400, channels: 3, background: '#f00' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withExif({
        IFD0: { Make: 'Pocket Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // The sent file carries the camera and where it was (the GPS block's "N" reference), and says turn it.
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from('Pocket Camera'))).toBe(true);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'garden.jpg');
    form.append('alt', 'A dog in the garden');
    const answer = await editor.upload<{ image: { url: string; width: number; height: number } }>(
      '/api/cms/v1.0/admin/upload-image',
      form,
    );
    expect(answer.status).toBe(200);
    expect([answer.body.image.width, answer.body.image.height]).toEqual([400, 600]);

    const original = await fetch(`${base}${answer.body.image.url}`);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await original.arrayBuffer());
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Pocket Camera'))).toBe(false);
    // The pixels themselves are upright: the red stripe on the left of the sideways picture is now along its top.
    expect([kept.width, kept.height]).toEqual([400, 600]);
    const top = await sharp(bytes).extract({ left: 150, top: 10, width: 1, height: 1 }).raw().toBuffer();
    const bottom = await sharp(bytes).extract({ left: 150, top: 580, width: 1, height: 1 }).raw().toBuffer();
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(100);
  });
});
