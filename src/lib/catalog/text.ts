// Short texts on the product card (spec 000 §2 Product card).

export const CARD_DESCRIPTION_LENGTH = 25;

/**
 * The card's description: at most `max` characters, then `...`.
 * Plain text only: runs of whitespace (line breaks from the store) become one space, as a browser would show them,
 * and no space is left dangling before the dots.
 */
export function truncateDescription(text: string, max: number = CARD_DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const room = Math.max(0, Math.floor(max));
  if (plain.length <= room) return plain;
  return `${plain.slice(0, room).trimEnd()}...`;
}
