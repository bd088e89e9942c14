import { sql, type Kysely } from 'kysely';
import type { RedirectTable } from '../schema';

/** A key made from a path: `/Dog-Food/` → `dog-food`. */
const slug = (path: string) =>
  path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180) || 'redirect';

// Redirects become entries of the studio (type `redirect`, for all sites): the redirects table stays what the
// navigation guard reads, now the projection of the published redirect entries, each row under its entry's id. Rows
// that are there already become published entries of their own, version 1, with a key made from their path
// (`/Dog-Food/` → `dog-food`; a taken key gets `-2`, `-3`, …).
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<RedirectTable>`
    select r.id, r.from_path, r.to_url, r.status_code, r.is_external, r.updated_at from redirects r
    where not exists (select 1 from content_entries e where e.id = r.id)
    order by r.id`.execute(db);
  const keys = await sql<{ key: string }>`select "key" from content_entries where type = 'redirect'`.execute(db);
  const taken = new Set(keys.rows.map((row) => row.key));
  for (const row of rows) {
    let key = slug(row.from_path);
    for (let n = 2; taken.has(key); n += 1) key = `${slug(row.from_path)}-${n}`;
    taken.add(key);
    const data = JSON.stringify({
      from: row.from_path,
      to: row.to_url,
      statusCode: Number(row.status_code),
      external: Number(row.is_external) === 1,
    });
    await sql`insert into content_entries (id, type, "key", site, status, position, data, updated_at, version)
      values (${row.id}, 'redirect', ${key}, 'ALL', 'published', 0, ${data}, ${row.updated_at}, 1)`.execute(db);
    await sql`insert into content_versions (entry_id, version, status, data, created_at)
      values (${row.id}, 1, 'published', ${data}, ${row.updated_at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_versions where entry_id in (select id from content_entries where type = 'redirect')`.execute(
    db,
  );
  await sql`delete from content_entries where type = 'redirect'`.execute(db);
}
