// Typo tolerance (issue 40 §2): a query word the catalogue does not have is read as the catalogue's nearest word, one
// edit away for a word of 4 to 7 letters and two for 8 or more; a word the catalogue has (or starts) is never changed.
import { findsAsStart } from './words';

/** How many edits a word of this length may be from the word meant: 0 below 4 letters, 1 up to 7, then 2. */
export const editsAllowed = (word: string): number => (word.length < 4 ? 0 : word.length <= 7 ? 1 : 2);

/**
 * The number of edits (a letter added, dropped, changed, or two neighbours swapped) from a to b, or `max + 1` as soon
 * as it is known to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The catalogue's words of letters (not SKUs or sizes), each with how many products hold it. */
export type Vocabulary = ReadonlyMap<string, number>;

/** Whether a query word finds something as it is: a word of the catalogue, or the start of one (3 letters or more). */
export function isKnown(word: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.has(word)) return true;
  if (!findsAsStart(word)) return false;
  for (const known of vocabulary.keys()) if (known.startsWith(word)) return true;
  return false;
}

/**
 * The word meant: the word itself when the catalogue knows it, else the catalogue's word fewest edits away within what
 * its length allows (the one more products hold, then the first alphabetically, on a tie), else null.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  if (isKnown(word, vocabulary)) return word;
  const max = editsAllowed(word);
  if (max === 0 || /\d/.test(word)) return null; // SKUs and sizes are typed exactly
  let found: { word: string; edits: number; products: number } | null = null;
  for (const [known, products] of vocabulary) {
    const edits = editDistance(word, known, max);
    if (edits > max) continue;
    if (
      !found ||
      edits < found.edits ||
      (edits === found.edits && (products > found.products || (products === found.products && known < found.word)))
    )
      found = { word: known, edits, products };
  }
  return found?.word ?? null;
}
