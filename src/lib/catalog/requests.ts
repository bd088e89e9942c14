// What the catalogue endpoints accept.
import { z } from 'zod/v4';

export const handleSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'must be a product handle such as "science-diet-adult-chicken-barley-dry-dog"');
export const handlesSchema = z.array(handleSchema).max(100, 'at most 100 handles at a time');
export const skuSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a SKU');
