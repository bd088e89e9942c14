// Reads the store's own JSON feed (issue 39): `{ "products": [ … ] }`, each product as the seed writes it
// (src/content/catalogue.json) with its pictures and content. A problem names the product and the field's path.
import { z } from 'zod/v4';
import { feedProductSchema } from './feed-product';
import { problemsOf, type FeedReading, type ReadProduct } from './problems';

const fileSchema = z.object({ products: z.array(z.unknown()) });

const pathText = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');

export function readJsonFeed(text: string): FeedReading {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    return {
      fileProblems: [{ line: null, column: null, handle: null, message: `not JSON: ${reason}` }],
      products: [],
      notes: [],
    };
  }
  const file = fileSchema.safeParse(raw);
  if (!file.success)
    return {
      fileProblems: [{ line: null, column: null, handle: null, message: 'must be an object with a "products" list' }],
      products: [],
      notes: [],
    };
  const products = file.data.products.map((item, index): ReadProduct => {
    const handle =
      item && typeof item === 'object' && 'handle' in item && typeof item.handle === 'string' ? item.handle : '';
    const parsed = feedProductSchema.safeParse(item);
    const locate = (path: readonly PropertyKey[]) => ({
      line: null,
      column: pathText(['products', index, ...path]),
    });
    return parsed.success
      ? { handle, line: index + 1, product: parsed.data, problems: [] }
      : { handle, line: index + 1, product: null, problems: problemsOf(parsed.error, handle, locate) };
  });
  return { fileProblems: [], products, notes: [] };
}

/** The feed a store's catalogue writes: the same shape it reads. */
export const writeJsonFeed = (products: readonly unknown[]): string => `${JSON.stringify({ products }, null, 1)}\n`;
