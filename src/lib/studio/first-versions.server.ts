// The first version of content written outside the studio (the seed, or rows written by hand), so that its history
// starts there. Kept apart from the studio's service: the seed runs it without loading the cache machinery.
import type { Db } from '../db/connect.server';

/** Version 1 of every entry that has no version yet (the seed's, or rows written by hand), as it stands. */
export async function recordFirstVersions(db: Db): Promise<void> {
  await db
    .insertInto('content_versions')
    .columns(['entry_id', 'version', 'status', 'data', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('content_entries as e')
        .select(['e.id', 'e.version', 'e.status', 'e.data', 'e.updated_at'])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('content_versions as v').select('v.entry_id').whereRef('v.entry_id', '=', 'e.id'))),
        ),
    )
    .onConflict((oc) => oc.columns(['entry_id', 'version']).doNothing())
    .execute();
}
