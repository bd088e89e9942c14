// Items joined as people say them: "A", "A and B", "A, B and C" (or "… or C").

export function spokenList(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
