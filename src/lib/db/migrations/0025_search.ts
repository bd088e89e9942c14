import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Search in the database's own full-text engine (issue 40): one document of words per product, as search compares
// them (catalog/search/words.ts), in SQLite's FTS5 or in a PostgreSQL table with a tsvector and its GIN index. The
// documents are written by the catalogue's writers (seed, import, generator) and by publishing a product's content;
// a store migrated to this has its documents written at its next start.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Documents are found by product_id, not by row id: a product's implicit row id may change when the file is
    // rebuilt (VACUUM), and a document must never point at another product.
    await sql`create virtual table search_documents using fts5(product_id unindexed, title, brand, flavor, body, skus, tokenize = 'unicode61 remove_diacritics 0')`.execute(
      db,
    );
    // Every word of the index with how many documents hold it: what a mistyped word is corrected to.
    await sql`create virtual table search_vocabulary using fts5vocab(search_documents, 'row')`.execute(db);
    return;
  }
  await db.schema
    .createTable('search_documents')
    .addColumn('product_id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('flavor', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('skus', 'text', (c) => c.notNull())
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index search_documents_document on search_documents using gin (document)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table if exists search_vocabulary`.execute(db);
  await sql`drop table if exists search_documents`.execute(db);
}
