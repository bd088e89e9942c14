// The words search compares (issue 40): the catalogue's text and a shopper's query are cut into the same words, so
// the index and the query meet however either was written. Lower case, accents dropped ("Pâté" is "pate"), only
// letters and digits ("7+" is "7", "i/d" is "i" "d"), and a plural said as its singular ("puppies" is "puppy",
// "treats" is "treat"), by one rule for both sides rather than a language's stemmer, so SQLite and PostgreSQL agree.

/** A word the shopper is still typing, searched as the start of a word whatever its length ("sa" of "salmon"). */
export const typedStart = (word: string): string => `${word}*`;

/** A query word's letters, without the mark of a word still being typed. */
export const lettersOf = (word: string): string => (word.endsWith('*') ? word.slice(0, -1) : word);

/**
 * Whether a query word finds the words it begins ("chick" finds "chicken"): 3 letters or more, or a word still being
 * typed; a shorter one is whole.
 */
export const findsAsStart = (word: string): boolean => word.endsWith('*') || word.length >= 3;

/** The most words of a query that are searched for; the rest are left out. */
export const MAX_QUERY_WORDS = 12;

/** A plural as its singular, by English's common endings; a word of three letters or fewer is left as it is. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const ASCII = /^[ -~]*$/;

/** Every word of a text, in order, as search compares it. */
export function wordsOf(text: string): string[] {
  // Most of the catalogue is plain ASCII, which has no accents to take off.
  const plain = ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

/** A shopper's query as the words searched for: at most MAX_QUERY_WORDS, each once, in the order typed. */
export const queryWords = (query: string): string[] =>
  [...new Set(wordsOf(query.slice(0, 1000)))].slice(0, MAX_QUERY_WORDS);
