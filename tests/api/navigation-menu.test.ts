// The main menu's brand items (src/content/navigation.json) list the whole brand, dog and cat food alike, on the page
// each links to: the count the listing shows is the number of that brand's foods in the catalogue.
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { signedIn } from '../support/checkout';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

/** `cookie`: whose page it is (a guest's without). */
async function menuLink(base: string, label: string, cookie = ''): Promise<string> {
  const html = await (await fetch(`${base}/`, { headers: { cookie } })).text();
  const menu = html.slice(
    html.indexOf('<nav class="main-nav"'),
    html.indexOf('</nav>', html.indexOf('class="main-nav"')),
  );
  const href = new RegExp(`<a href="([^"]+)"[^>]*>\\s*${label}\\s*</a>`).exec(menu)?.[1];
  if (!href) throw new Error(`no ${label} in the main menu of ${base}`);
  return href.replaceAll('&amp;', '&');
}

async function listedCount(base: string, path: string, cookie = ''): Promise<number> {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  return Number(/class="count"[^>]*>(\d+) products?</.exec(html)?.[1]);
}

async function brandCount(brand: string): Promise<number> {
  const db = connect(parseDatabaseUrl(inject('databaseUrl')));
  try {
    const row = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand', '=', brand)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

describe('the main menu’s brand items', () => {
  it.each([
    ['DTC', dtc],
    ['HPSF', hpsf],
  ])('Science Diet on %s lists every Science Diet food, for dogs and cats', async (_, base) => {
    const all = await brandCount('science-diet');
    expect(all).toBeGreaterThan(40);
    expect(await listedCount(base, await menuLink(base, 'Science Diet'))).toBe(all);
  });

  it('Prescription Diet on HPSF lists every Prescription Diet food, for dogs and cats, to eligible staff', async () => {
    const staff = await signedIn(hpsf, 'staff@example.com');
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(await listedCount(hpsf, await menuLink(hpsf, 'Prescription Diet', cookie), cookie)).toBe(
      await brandCount('prescription-diet'),
    );
    // A guest is not shown it (spec 000 §4 isEligibleForPd): the menu leaves it out.
    await expect(menuLink(hpsf, 'Prescription Diet')).rejects.toThrow('no Prescription Diet in the main menu');
  });
});
