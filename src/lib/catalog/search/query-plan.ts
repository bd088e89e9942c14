// What a shopper's query is searched as (issue 40): its words, read as the catalogue's nearest words where they were
// mistyped (unless the shopper asked for the words as typed), then widened by the editors' synonyms.
import { correctWord, type Vocabulary } from './typos';
import { synonymWords, withSynonyms, type Alternative, type SynonymTable } from './synonyms';
import { queryWords } from './words';

export type QueryPlan = {
  /** The words searched for, after any correction. */
  words: string[];
  /** The words as corrected, when a correction changed one ("Showing results for chicken"); else null. */
  corrected: string | null;
  /** Each group found when any one of its alternatives is; every group must be found. */
  groups: Alternative[][];
};

export function planQuery(
  query: string,
  vocabulary: Vocabulary,
  synonyms: SynonymTable,
  { asTyped = false }: { asTyped?: boolean } = {},
): QueryPlan {
  const typed = queryWords(query);
  const known = synonymWords(synonyms);
  const words = asTyped
    ? typed
    : typed.map((word) => (known.has(word) ? word : (correctWord(word, vocabulary) ?? word)));
  const changed = words.some((word, i) => word !== typed[i]);
  return { words, corrected: changed ? words.join(' ') : null, groups: withSynonyms(words, synonyms) };
}
