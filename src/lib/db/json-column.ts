// JSON columns are read through a zod schema, so a row that does not hold what the code expects fails loudly at the
// database's edge, naming the column, instead of travelling on as a wrong type.
import type { z } from 'zod/v4';

export class StoredDataError extends Error {}

export function jsonColumn<S extends z.ZodType>(schema: S, text: string, column: string): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new StoredDataError(`${column} holds text that is not JSON`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new StoredDataError(`${column} does not hold what it should: ${parsed.error.message}`);
  return parsed.data;
}
