import type { Kysely } from 'kysely';

// Reviews from verified buyers (issue 41): one per customer and product, pending until an editor approves it; the
// helpful votes on them, one per shopper; and each product's rating (count and sum of its approved reviews), which
// the catalogue reads for cards, the "Top rated" sort and the product's answer. A seeded review has no author row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_handle', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pet_name', 'text')
    .addColumn('pet_age', 'text')
    .addColumn('recommend', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('helpful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .execute();
  await db.schema
    .createIndex('reviews_author_product')
    .ifNotExists()
    .on('reviews')
    .columns(['user_id', 'product_handle'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reviews_product_status')
    .ifNotExists()
    .on('reviews')
    .columns(['product_handle', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('reviews_status').ifNotExists().on('reviews').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('review_votes')
    .ifNotExists()
    .addColumn('review_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('product_ratings')
    .ifNotExists()
    .addColumn('product_handle', 'text', (c) => c.primaryKey())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addColumn('rating_sum', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_ratings').ifExists().execute();
  await db.schema.dropTable('review_votes').ifExists().execute();
  await db.schema.dropTable('reviews').ifExists().execute();
}
