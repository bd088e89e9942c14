import type { Kysely } from 'kysely';

// A customer's saved addresses (spec 001 §3 "Address"), one of them the default.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('zip', 'varchar(5)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('home_delivery_only', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
}
