import { PostgresAdapter, type Kysely } from 'kysely';

// The identity provider's tables (better-auth: users, sessions, password accounts, verification tokens and rate-limit
// counters, with its own camelCase column names) and the shop's own account data beside them: the profile with the
// upstream's data fields, customer metafields, and the outbox of mails an operator can read.
// better-auth keeps real timestamps and booleans on PostgreSQL, and ISO text and 0/1 on SQLite.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = pg ? 'timestamptz' : 'text';
  const flag = pg ? 'boolean' : 'integer';
  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('emailVerified', flag, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'varchar(64)', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('userId').execute();
  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'varchar(64)', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_accounts_user').on('auth_accounts').column('userId').execute();
  await db.schema
    .createTable('auth_verifications')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey().references('auth_users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('accepts_marketing', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('metafields')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('namespace', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('metafields_owner_key')
    .on('metafields')
    .columns(['user_id', 'namespace', 'key'])
    .unique()
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'metafields',
    'profiles',
    'auth_rate_limits',
    'auth_verifications',
    'auth_accounts',
    'auth_sessions',
    'auth_users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
