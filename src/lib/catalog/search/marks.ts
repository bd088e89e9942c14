// The part of a suggestion that matched what the shopper typed (issue 40 §5), to show in bold: each word of the text
// that begins with a searched word has that beginning marked, or the whole word when they are the same word (plural
// or singular, accents aside). Pure, so the suggestions' script (src/components/search-suggestions.ts) and its tests share it.
import { wordsOf } from './words';

export type Piece = { text: string; marked: boolean };

/** How many of `token`'s letters the searched words match: its start, the whole of it, or none. */
function matchedLength(token: string, words: readonly string[]): number {
  const [word] = wordsOf(token);
  if (!word) return 0;
  let best = 0;
  for (const searched of words) {
    if (word === searched) return token.length;
    if (word.startsWith(searched)) best = Math.max(best, searched.length);
  }
  // The searched word counts letters without accents: the token's own letters are counted the same way.
  return best === 0 ? 0 : lengthCovering(token, best);
}

/** The length of the token's start that holds `letters` letters or digits (an accent rides on its letter). */
function lengthCovering(token: string, letters: number): number {
  let seen = 0;
  for (let i = 0; i < token.length; i += 1) {
    if (/[\p{L}\p{N}]/u.test(token[i]!)) seen += 1;
    if (seen === letters) {
      let end = i + 1;
      while (end < token.length && /\p{M}/u.test(token[end]!)) end += 1;
      return end;
    }
  }
  return token.length;
}

/** The text in pieces, the matched ones marked; neighbours of the same kind are joined. */
export function markedPieces(text: string, words: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  const push = (piece: string, marked: boolean) => {
    if (!piece) return;
    const last = pieces.at(-1);
    if (last && last.marked === marked) last.text += piece;
    else pieces.push({ text: piece, marked });
  };
  for (const token of text.split(/(\s+)/)) {
    const matched = /^\s*$/.test(token) ? 0 : matchedLength(token, words);
    // Brackets, quotes and commas around a word are not marked.
    const lead = /^[^\p{L}\p{N}]*/u.exec(token)![0].length;
    const end = Math.max(lead, Math.min(matched, token.length - /[^\p{L}\p{N}\p{M}]*$/u.exec(token)![0].length));
    if (matched === 0) push(token, false);
    else {
      push(token.slice(0, lead), false);
      push(token.slice(lead, end), true);
      push(token.slice(end), false);
    }
  }
  return pieces;
}
