// Synonyms editors keep in the studio (issue 40 §3): a shopper's word or phrase ("kitty", "canned", "tummy") and what
// the catalogue says for it ("cat", "wet", "digestive care"). A query's word then finds either.
import { wordsOf } from './words';

/** One synonym as editors publish it: the shopper's words and the catalogue's words they mean. */
export type Synonym = { term: string; means: readonly string[] };

/** An alternative a query word may be found as: its words, every one of them in the product. */
export type Alternative = readonly string[];

/** The synonyms as words: each term's words, with the words of each thing it means. */
export type SynonymTable = ReadonlyMap<string, readonly Alternative[]>;

export function synonymTable(synonyms: readonly Synonym[]): SynonymTable {
  const table = new Map<string, Alternative[]>();
  for (const { term, means } of synonyms) {
    const key = wordsOf(term).join(' ');
    if (!key) continue;
    const alternatives = table.get(key) ?? [];
    for (const meaning of means) {
      const words = wordsOf(meaning);
      if (words.length > 0 && !alternatives.some((a) => a.join(' ') === words.join(' '))) alternatives.push(words);
    }
    table.set(key, alternatives);
  }
  return table;
}

/** The terms' words, which count as known words when a query is checked for typos. */
export const synonymWords = (table: SynonymTable): Set<string> =>
  new Set([...table.keys()].flatMap((key) => key.split(' ')));

/**
 * The query's words grouped as they are searched: each group is found when any one of its alternatives is. A term of
 * several words ("science diet") is taken whole, the longest first; every word also stays an alternative of its own.
 */
export function withSynonyms(words: readonly string[], table: SynonymTable): Alternative[][] {
  const longest = Math.max(1, ...[...table.keys()].map((key) => key.split(' ').length));
  const groups: Alternative[][] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    let meanings: readonly Alternative[] = [];
    for (let n = Math.min(longest, words.length - i); n >= 1; n -= 1) {
      const found = table.get(words.slice(i, i + n).join(' '));
      if (found) {
        taken = n;
        meanings = found;
        break;
      }
    }
    const own = words.slice(i, i + taken);
    groups.push([own, ...meanings.filter((m) => m.join(' ') !== own.join(' '))]);
    i += taken;
  }
  return groups;
}
