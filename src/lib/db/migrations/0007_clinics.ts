import type { Kysely } from 'kysely';

// The clinics, shelters and schools staff join at registration; each has the account group, sold-to and ship-to
// that the staff member takes on, and the address deliveries to the clinic go to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clinics')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('zip', 'varchar(5)', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('account_group', 'varchar(16)', (c) => c.notNull())
    .addColumn('sold_to', 'varchar(16)', (c) => c.notNull())
    .addColumn('ship_to', 'varchar(16)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinics_zip').on('clinics').column('zip').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinics').execute();
}
