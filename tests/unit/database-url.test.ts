import { describe, it, expect } from 'vitest';
import { DatabaseUrlError, parseDatabaseUrl, withoutPassword } from '../../src/lib/db/url';

describe('parseDatabaseUrl', () => {
  it('uses SQLite at ./.data/store.db when DATABASE_URL is unset or blank', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ dialect: 'sqlite', filename: './.data/store.db' });
    expect(parseDatabaseUrl('')).toEqual({ dialect: 'sqlite', filename: './.data/store.db' });
    expect(parseDatabaseUrl('   ')).toEqual({ dialect: 'sqlite', filename: './.data/store.db' });
  });

  it('reads a file: URL as a SQLite file', () => {
    expect(parseDatabaseUrl('file:/tmp/x.db')).toEqual({ dialect: 'sqlite', filename: '/tmp/x.db' });
    expect(parseDatabaseUrl('file:///tmp/x.db')).toEqual({ dialect: 'sqlite', filename: '/tmp/x.db' });
    expect(parseDatabaseUrl('file:data/x.db')).toEqual({ dialect: 'sqlite', filename: 'data/x.db' });
  });

  it('reads postgres:// and postgresql:// as PostgreSQL', () => {
    expect(parseDatabaseUrl('postgres://shop@db:5432/store')).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://shop@db:5432/store',
    });
    expect(parseDatabaseUrl('postgresql://shop:pw@localhost/store')).toEqual({
      dialect: 'postgres',
      connectionString: 'postgresql://shop:pw@localhost/store',
    });
  });

  it('refuses other schemes with a message naming DATABASE_URL', () => {
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(DatabaseUrlError);
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(
      'DATABASE_URL must be file:PATH for SQLite or postgres://USER@HOST:PORT/DB for PostgreSQL (got "mysql://x")',
    );
  });

  it('refuses file: with no file name, naming DATABASE_URL', () => {
    expect(() => parseDatabaseUrl('file:')).toThrow(DatabaseUrlError);
    expect(() => parseDatabaseUrl('file:')).toThrow(/^DATABASE_URL must name a file after "file:"/);
  });

  it('never puts a password from a refused URL in its message', () => {
    expect(() => parseDatabaseUrl('mysql://shop:hunter2@db/store')).toThrow(/mysql:\/\/shop:\*\*\*@db\/store/);
    expect(withoutPassword('postgres://shop:hunter2@db:5432/store')).toBe('postgres://shop:***@db:5432/store');
    expect(withoutPassword('not a url shop:pw@host')).toBe('not a url shop:***@host');
  });
});
