// The home page composed from content (issue: Content studio, item 3), on a store of its own: the sections in the
// order of the site's home_page entry, a new order once the cache is dropped, drafts kept out, each site's own
// entry over the one for both, and every image of content and products through the image path (spec 001 §9).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type OwnStore } from '../support/checkout';
import { postJson } from '../support/server';

let store: OwnStore;
let dtc: string;
let hpsf: string;

beforeAll(async () => {
  store = await ownStore('home', {}, { SITE_ID: 'HPSF' });
  [dtc, hpsf] = store.servers.map((s) => s.url) as [string, string];
});
afterAll(async () => {
  await store?.stop();
});

const html = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The section headings (and badge titles) found on the page, in the page's order. */
function order(page: string, headings: string[]): string[] {
  return headings
    .map((heading) => ({
      heading,
      at: page.search(new RegExp(`>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</(h1|h2|strong)>`)),
    }))
    .filter((found) => found.at !== -1)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.heading);
}

const DTC_HEADINGS = [
  'Science-led nutrition for dogs and cats',
  'Vet recommended',
  'Recommended Products',
  'Autoship saves an extra 5%',
  'Dry food for dogs',
  'Made by vets and nutritionists',
  'Made for cats',
  'Wet food and stews',
];

async function dropContentCache(base: string) {
  const editor = await signedIn(base, 'editor@example.com');
  expect((await editor.post('/api/delete-cache-item', { cacheKey: 'content:*' })).status).toBe(200);
}

async function insertEntry(type: string, key: string, site: string, status: string, data: unknown) {
  await store.db
    .insertInto('content_entries')
    .values({
      id: randomUUID(),
      type,
      key,
      site: site as 'ALL',
      status: status as 'published',
      position: 0,
      data: JSON.stringify(data),
      updated_at: new Date().toISOString(),
    })
    .execute();
}

describe('the home page, in the editor’s order', () => {
  it('shows the seeded sections in the order of the home_page entry, the hero as its h1', async () => {
    const page = await html(dtc, '/');
    expect(order(page, DTC_HEADINGS)).toEqual(DTC_HEADINGS);
    expect(page).toMatch(/<h1 id="highlight-welcome"[^>]*>Science-led nutrition for dogs and cats<\/h1>/);
    expect(page.match(/<h1\b/g)).toHaveLength(1);
  });

  it('gives HPSF its own home: no prices, no promotion, no carousel', async () => {
    const page = await html(hpsf, '/');
    expect(page).toContain('Food for the pets of the people who care for pets');
    expect(page).toContain('Delivered to your clinic or your door');
    expect(page).not.toContain('Autoship saves');
    expect(page).not.toContain('Carousel: Recommended Products');
    expect(page).not.toMatch(/\$\d/);
  });

  it('follows a new order once the content cache is dropped, and leaves out a missing section', async () => {
    const reordered = {
      sections: [
        { type: 'two_column_section', key: 'made-by-vets' },
        { type: 'carousel', key: 'HomePage-cat' },
        { type: 'promotion_banner', key: 'no-such-promotion' },
        { type: 'highlight_content_block', key: 'welcome' },
      ],
    };
    await store.db
      .updateTable('content_entries')
      .set({ data: JSON.stringify(reordered) })
      .where('type', '=', 'home_page')
      .where('site', '=', 'DTC')
      .execute();
    await dropContentCache(dtc);
    const page = await html(dtc, '/');
    expect(order(page, DTC_HEADINGS), page).toEqual([
      'Made by vets and nutritionists',
      'Made for cats',
      'Science-led nutrition for dogs and cats',
    ]);
  });

  it('keeps drafts out, and lets the site’s own entry win over the one for both sites', async () => {
    await insertEntry('promotion_banner', 'draft-sale', 'DTC', 'draft', { headline: 'A draft sale' });
    await insertEntry('goodness_box_badge', 'guarantee', 'DTC', 'published', { text: 'Guaranteed on DTC' });
    await dropContentCache(dtc);
    const { promotions } = (await (await postJson(dtc, '/api/cms/v1.0/get-promotion-banners', {})).json()) as {
      promotions: { id: string }[];
    };
    expect(promotions.map((p) => p.id)).toEqual(['autoship']);
    const { badges } = (await (await postJson(dtc, '/api/cms/v1.0/get-goodness-box-badge', {})).json()) as {
      badges: { id: string; text: string }[];
    };
    expect(badges.find((b) => b.id === 'guarantee')?.text).toBe('Guaranteed on DTC');
  });

  it('shows no home sections at all, and still one h1, when the home_page entry is archived', async () => {
    await store.db
      .updateTable('content_entries')
      .set({ status: 'archived' })
      .where('type', '=', 'home_page')
      .where('site', '=', 'HPSF')
      .execute();
    await dropContentCache(hpsf);
    const page = await html(hpsf, '/');
    expect(page).not.toContain('Delivered to your clinic or your door');
    expect(page).toMatch(/<h1 class="visually-hidden"/);
  });
});

describe('every image through the image path (spec 001 §9)', () => {
  // Attribute values as a browser reads them: `&` may be written `&#38;` or `&amp;`.
  const images = (page: string) => (page.match(/<img\b[^>]*>/g) ?? []).map((tag) => tag.replace(/&#38;|&amp;/g, '&'));

  it.each([
    '/',
    '/products',
    '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb',
    '/content-with-image',
    '/nope',
  ])('%s: each <img> is webp from /_image with a srcset, never an SVG or a /cms original', async (path) => {
    if (path === '/content-with-image')
      await insertEntry('page', 'content-with-image', 'ALL', 'published', {
        title: 'A page with a picture',
        body: '<p>Our bowl:</p><img src="/cms/home-vets.png" alt="A bowl of kibble" width="500" />',
      });
    await dropContentCache(dtc);
    const response = await fetch(`${dtc}${path}`);
    const tags = images(await response.text());
    expect(tags.length, path).toBeGreaterThan(0);
    for (const tag of tags) {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? '';
      const srcset = /\ssrcset="([^"]+)"/.exec(tag)?.[1] ?? '';
      expect(src, tag).toMatch(/^\/_image\?href=%2Fcms%2F[^&]+&w=\d+(&h=\d+)?&f=webp$/);
      expect(srcset, tag).toMatch(/f=webp/);
      expect(srcset.split(',').length, tag).toBeGreaterThanOrEqual(2);
      expect(decodeURIComponent(src), tag).not.toMatch(/\.svg/);
      expect(tag, tag).not.toMatch(/src="\/cms\//);
    }
  });

  it('serves the seeded originals as PNG, and their webp through /_image', async () => {
    const original = await fetch(`${dtc}/cms/home-hero.png`);
    expect(original.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await original.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const webp = await fetch(`${dtc}/_image?href=${encodeURIComponent('/cms/home-hero.png')}&w=640&f=webp`);
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });
});
