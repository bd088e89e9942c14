// What a shopper's query is searched as (issue 40): its words, read as the catalogue's nearest words where they were
// mistyped (unless the shopper asked for the words as typed), then widened by the editors' synonyms. While the
// shopper is still typing (suggestions, §5), the last word is searched as the start of a word ("sa" of "salmon").
import { correctWord, type Vocabulary } from './typos';
import { synonymWords, withSynonyms, type Alternative, type SynonymTable } from './synonyms';
import { queryWords, typedStart } from './words';

export type QueryPlan = {
  /** The words searched for, after any correction. */
  words: string[];
  /** The words as corrected, when a correction changed one ("Showing results for chicken"); else null. */
  corrected: string | null;
  /** Each group found when any one of its alternatives is; every group must be found. */
  groups: Alternative[][];
};

export type PlanOptions = {
  /** Search the words as typed, none read as another. */
  asTyped?: boolean;
  /** The last word may be unfinished: it is searched as the start of a word, however short. */
  typing?: boolean;
};

export function planQuery(
  query: string,
  vocabulary: Vocabulary,
  synonyms: SynonymTable,
  { asTyped = false, typing = false }: PlanOptions = {},
): QueryPlan {
  const typed = queryWords(query);
  const known = synonymWords(synonyms);
  const words = asTyped
    ? typed
    : typed.map((word) => (known.has(word) ? word : (correctWord(word, vocabulary) ?? word)));
  const changed = words.some((word, i) => word !== typed[i]);
  return {
    words,
    corrected: changed ? words.join(' ') : null,
    groups: typing ? asTyping(words, synonyms) : withSynonyms(words, synonyms),
  };
}

/**
 * The groups of a query whose last word may be unfinished: searched as the start of a word, whatever its length, unless
 * a synonym took it into a phrase (then it was typed whole). A last letter alone starts too many words to help: it waits
 * for the next.
 */
function asTyping(words: readonly string[], synonyms: SynonymTable): Alternative[][] {
  const whole = words.length > 1 && words.at(-1)!.length === 1 ? words.slice(0, -1) : words;
  const groups = withSynonyms(whole, synonyms);
  const last = whole.at(-1);
  const lastGroup = groups.at(-1);
  if (last && lastGroup && lastGroup[0]?.join(' ') === last)
    groups[groups.length - 1] = [[typedStart(last)], ...lastGroup.slice(1)];
  return groups;
}
