// DATABASE_URL decides the dialect: `file:PATH` (or unset) is embedded SQLite, `postgres://…` is PostgreSQL.
export const DEFAULT_DATABASE_URL = 'file:./.data/store.db';

export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string };

export class DatabaseUrlError extends Error {}

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const value = url?.trim() || DEFAULT_DATABASE_URL;
  if (value.startsWith('file:')) {
    const filename = value.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename)
      throw new DatabaseUrlError('DATABASE_URL must name a file after "file:" (for example file:./.data/store.db)');
    return { dialect: 'sqlite', filename };
  }
  if (/^postgres(ql)?:\/\//.test(value) && URL.canParse(value)) {
    return { dialect: 'postgres', connectionString: value };
  }
  throw new DatabaseUrlError(
    `DATABASE_URL must be file:PATH for SQLite or postgres://USER@HOST:PORT/DB for PostgreSQL (got ${JSON.stringify(withoutPassword(value))})`,
  );
}

/** A URL as it may be logged: any password replaced. */
export function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return url.replace(/:[^:@/]*@/, ':***@');
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
