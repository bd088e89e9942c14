// Fills an empty database with the content shipped in src/content. It never touches a database that has content,
// and conflicting inserts are skipped, so two instances starting on one fresh database seed it once.
import { randomUUID } from 'node:crypto';
import accountAndContact from '../../content/contact.json';
import announcements from '../../content/announcements.json';
import banners from '../../content/banners.json';
import carousels from '../../content/carousels.json';
import globals from '../../content/globals.json';
import home from '../../content/home.json';
import navigation from '../../content/navigation.json';
import pages from '../../content/pages.json';
import redirects from '../../content/redirects.json';
import searchSuggestions from '../../content/search-suggestions.json';
import searchSynonyms from '../../content/search-synonyms.json';
import site404Image from '../../content/images/site-404.svg?raw';
import { contentSchemas, type ContentType } from '../content/types';
import { rasterise } from '../images/raster.server';
import { contentArt } from './content-art';
import type { Db } from '../db/connect.server';
import type { SiteScope } from '../db/schema';
import { recordFirstVersions } from '../studio/first-versions.server';
import { writePublishedRedirectRows } from '../studio/redirects.server';

type SeedEntry = { type: string; key: string; site?: string; position?: number; data: unknown };

const seedEntries: SeedEntry[] = [
  ...globals,
  ...navigation,
  ...announcements,
  ...banners,
  ...accountAndContact,
  ...pages,
  ...carousels,
  ...searchSuggestions,
  ...home,
  ...redirects,
];

function checkedEntry(entry: SeedEntry, now: string) {
  const schema = contentSchemas[entry.type as ContentType];
  if (!schema) throw new Error(`seed: unknown content type ${entry.type}`);
  const site = (entry.site ?? 'ALL') as SiteScope;
  if (!['ALL', 'DTC', 'HPSF'].includes(site))
    throw new Error(`seed: ${entry.type}/${entry.key} has unknown site ${site}`);
  return {
    id: randomUUID(),
    type: entry.type,
    key: entry.key,
    site,
    status: 'published' as const,
    position: entry.position ?? 0,
    data: JSON.stringify(schema.parse(entry.data)),
    updated_at: now,
  };
}

/** Seeded entries, each once however many instances seed at once, with the first version the studio's history shows. */
async function insertSeededEntries(db: Db, rows: ReturnType<typeof checkedEntry>[]): Promise<void> {
  await db
    .insertInto('content_entries')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await recordFirstVersions(db);
}

export async function seedContent(db: Db, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('content_entries').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const stamp = now.toISOString();
  const rows = seedEntries.map((entry) => checkedEntry(entry, stamp));
  const art = [
    { id: 'site-404.png', width: 320, height: 220, alt: 'An empty food bowl beside a puzzled dog', svg: site404Image },
    ...contentArt(),
  ];
  // Kept at twice the drawn size, so each has its density 2 (spec 001 §9).
  const images = await Promise.all(
    art.map(async ({ svg, ...image }) => ({
      ...image,
      width: image.width * 2,
      height: image.height * 2,
      format: 'png',
      body: await rasterise(svg, image.width, image.width * 2),
      updated_at: stamp,
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('images')
      .values(images)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await insertSeededEntries(trx, rows);
    await writePublishedRedirectRows(trx, stamp); // the table the navigation guard reads, from the redirect entries
  });
  return rows.length;
}

/**
 * The search synonyms editors start from (issue 40 §3), on a new database and on one made before synonyms existed;
 * once the shop has any synonym entry (an editor may have archived the seeded ones), nothing is added.
 */
export async function seedSearchSynonyms(db: Db, now = new Date()): Promise<number> {
  const existing = await db
    .selectFrom('content_entries')
    .select('id')
    .where('type', '=', 'search_synonym')
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;
  const stamp = now.toISOString();
  const rows = searchSynonyms.map((entry) => checkedEntry(entry, stamp));
  await db.transaction().execute((trx) => insertSeededEntries(trx, rows));
  return rows.length;
}
