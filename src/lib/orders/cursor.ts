// Cursor paging of a customer's orders (spec 000 §7 get-{commerce}-orders: id, quantity, cursor): newest first, and a
// cursor names the last order seen by its time and id, so a page never repeats or skips an order when new ones come.
export type OrderPosition = { createdAt: string; id: string };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const encodeCursor = (at: OrderPosition): string =>
  Buffer.from(JSON.stringify([at.createdAt, at.id])).toString('base64url');

/** An unreadable cursor is null: the caller answers 400 rather than guessing a page. */
export function decodeCursor(cursor: string): OrderPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // not base64url JSON
  }
  return null;
}

/** The order number a search names: "#1001", "1001" or "order 1001". */
export function orderNumberQuery(query: string): number | null {
  const match = /^(?:order\s*)?#?\s*(\d{1,9})$/i.exec(query.trim());
  return match ? Number(match[1]) : null;
}
