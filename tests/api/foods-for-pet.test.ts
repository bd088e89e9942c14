// Foods for your pet (issue 42 §3) as the pages answer: the "For Max" chips and the rows per pet are rendered for a
// signed-in customer of the consumer site only, while the guest's listing and home page stay the shared, cached ones,
// and the chip's address is an ordinary listing any guest can open.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { createPet, deletePet } from '../../src/lib/pets/pets.server';
import type { PetInput } from '../../src/lib/pets/types';
import { registered, signedIn, type Browser } from '../support/checkout';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const MAX_HREF = '/products?species=dog&pet-age=adult&breed-size=large';
/** The same address in the page's markup, its ampersands escaped as Astro writes them. */
const MAX_HREF_HTML = MAX_HREF.replaceAll('&', '&#38;');

const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};
const pet = (name: string, over: Partial<PetInput> = {}): PetInput => ({
  name,
  species: 'dog',
  birthday: yearsAgo(4),
  breedSize: 'large',
  weightLb: 60,
  activity: 'normal',
  neutered: true,
  healthConditions: [],
  ...over,
});

let db: Db;
let shopper: Browser;

async function userId(email: string): Promise<string> {
  const row = await db
    .selectFrom('auth_users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

async function page(browser: Browser | null, base: string, path: string): Promise<string> {
  const response = browser ? await browser.open(path) : await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

beforeAll(async () => {
  db = connect(parseDatabaseUrl(inject('databaseUrl')));
  const made = await registered(dtc, 'Pat');
  shopper = made.browser;
  const owner = await userId(made.email);
  for (const input of [pet('Max'), pet('Luna', { species: 'cat', breedSize: undefined, weightLb: 10 })])
    expect((await createPet(db, owner, input)).ok).toBe(true);
});
afterAll(async () => {
  await db?.destroy();
});

describe('a signed-in customer with pets (issue 42 §3)', () => {
  it('sees a chip for each pet above the listing, linking to the listing with the pet’s filters', async () => {
    const html = await page(shopper, dtc, '/products');
    const chips = /<nav class="pet-chips[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(chips).toContain('aria-label="Foods for your pets"');
    expect(chips).toContain(`href="${MAX_HREF_HTML}"`);
    expect(chips).toMatch(/>\s*For Max\s*</);
    expect(chips).toMatch(/>\s*For Luna\s*</);
    expect(chips).not.toContain('aria-current');
  });

  it('finds the applied pet’s chip current, with a way to clear it, and no chips on a search', async () => {
    const html = await page(shopper, dtc, MAX_HREF);
    expect(/aria-current="true"[^>]*>\s*For Max/.test(html)).toBe(true);
    expect(/class="clear[^"]*" href="\/products"[^>]*>\s*Clear/.test(html)).toBe(true);
    expect((await page(shopper, dtc, '/products?search=chicken')).includes('<nav class="pet-chips')).toBe(false);
  });

  it('sees a row of foods for each pet on the dashboard and the home page', async () => {
    for (const path of ['/account/dashboard', '/']) {
      const html = await page(shopper, dtc, path);
      expect(/>Foods for Max<\/h2>/.test(html), path).toBe(true);
      expect(/>Foods for Luna<\/h2>/.test(html), path).toBe(true);
      expect(html.includes(`href="${MAX_HREF_HTML}"`), path).toBe(true);
    }
  });
});

describe('guests and the staff site (issue 42 §3)', () => {
  it('give a guest the shared listing and home page, without chips or rows, the chip’s address among them', async () => {
    for (const path of ['/products', MAX_HREF, '/']) {
      const first = await fetch(`${dtc}${path}`);
      const second = await fetch(`${dtc}${path}`);
      const html = await second.text();
      expect(html.includes('<nav class="pet-chips'), path).toBe(false);
      expect(/>Foods for \w+<\/h2>/.test(html), path).toBe(false);
      expect(second.headers.get('cache-control'), path).toMatch(/^public/);
      expect(second.headers.get('etag'), path).toBe(first.headers.get('etag'));
    }
  });

  it('show staff on the staff site no chips or rows, even with pets', async () => {
    const owner = await userId('staff@example.com');
    const made = await createPet(db, owner, pet('Rex'));
    if (!made.ok) throw new Error('the staff member’s pet was not kept');
    try {
      const staff = await signedIn(hpsf, 'staff@example.com');
      expect((await page(staff, hpsf, '/products')).includes('<nav class="pet-chips')).toBe(false);
      expect(/>Foods for \w+<\/h2>/.test(await page(staff, hpsf, '/account/dashboard'))).toBe(false);
    } finally {
      await deletePet(db, owner, made.pet.id);
    }
  });
});
