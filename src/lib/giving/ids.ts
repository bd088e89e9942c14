// The giving service's two kinds of id (spec 001 §5): the store id every call carries, and a cause id, which names a
// charity or a portfolio. Pure, shared by the service and the widget.

export const INVALID_STORE_ID = 'Invalid StoreId';

/**
 * A store id as spec 001 §5 reads it: dashes, braces and spaces ignored, then 32 hexadecimal digits in either case.
 * The id in lower case, or null when it is not one.
 */
export function parseStoreId(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const digits = raw.replace(/[-{}\s]/g, '');
  return /^[0-9a-f]{32}$/i.test(digits) ? digits.toLowerCase() : null;
}

/** A cause id of digits, slashes and dashes, at most 31 characters, is a charity's tax id; any other, a portfolio's. */
export const isCharityId = (id: string): boolean => /^[\d/-]{1,31}$/.test(id);
