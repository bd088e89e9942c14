// Case-insensitive "contains" searches that read % and _ as text on both databases. SQLite has no default LIKE escape
// character (PostgreSQL's is the backslash), so the condition names it.
import { sql } from 'kysely';

export const containsPattern = (term: string): string => `%${term.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export const lowerLike = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
