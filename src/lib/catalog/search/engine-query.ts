// A query plan's groups in each engine's own syntax (issue 40 §1): FTS5's MATCH expression and PostgreSQL's tsquery.
// Every word is letters and digits only (words.ts), so nothing a shopper types can be read as the engine's operators.
// A word of 3 letters or more, or one still being typed, is matched as the start of a word ("chick" finds "chicken"),
// a shorter one whole.
import type { Alternative } from './synonyms';
import { findsAsStart, lettersOf } from './words';

const SAFE = /^[a-z0-9]+$/;

function checked(word: string): string {
  if (!SAFE.test(word)) throw new Error(`not a search word: ${JSON.stringify(word)}`);
  return word;
}

/** SQLite FTS5: `("chicken"* OR ("digestive"* AND "care"*)) AND "cat"*`. */
export function ftsMatch(groups: readonly (readonly Alternative[])[]): string {
  const term = (w: string) => `"${checked(lettersOf(w))}"${findsAsStart(w) ? '*' : ''}`;
  const alternative = (a: Alternative) => (a.length === 1 ? term(a[0]!) : `(${a.map(term).join(' AND ')})`);
  return groups.map((g) => `(${g.map(alternative).join(' OR ')})`).join(' AND ');
}

/** PostgreSQL, for to_tsquery('simple', …): `(chicken:* | (digestive:* & care:*)) & cat:*`. */
export function tsQuery(groups: readonly (readonly Alternative[])[]): string {
  const term = (w: string) => `${checked(lettersOf(w))}${findsAsStart(w) ? ':*' : ''}`;
  const alternative = (a: Alternative) => (a.length === 1 ? term(a[0]!) : `(${a.map(term).join(' & ')})`);
  return groups.map((g) => `(${g.map(alternative).join(' | ')})`).join(' & ');
}
