import type { Kysely } from 'kysely';

// The shopper's pets (issue 42): each a customer's own, with what the feeding maths and the "For Max" filters read.
// A pet's photo is an image of the image store; `pet_photos` says which customer uploaded it, so a pet can only
// show its owner's photo.
// `running_low_reminders` holds one row per one-time order line a reminder was sent for: its primary key is the claim,
// so the instance whose insert lands sends the mail, in the same transaction, and no other ever does. A customer turns
// the reminders off with `profiles.running_low_mail`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pets')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('breed_size', 'text')
    .addColumn('weight_lb', 'real', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('neutered', 'integer', (c) => c.notNull())
    .addColumn('health_conditions', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pet_photos')
    .ifNotExists()
    .addColumn('image_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pets_user').ifNotExists().on('pets').columns(['user_id', 'created_at']).execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('running_low_mail', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('running_low_reminders')
    .ifNotExists()
    .addColumn('order_line_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('pet_id', 'text', (c) => c.notNull())
    .addColumn('runs_out_on', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('running_low_reminders').ifExists().execute();
  await db.schema.dropTable('pet_photos').ifExists().execute();
  await db.schema.alterTable('profiles').dropColumn('running_low_mail').execute();
  await db.schema.dropTable('pets').ifExists().execute();
}
