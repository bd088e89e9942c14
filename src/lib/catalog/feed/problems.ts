// What an import found wrong, said so that a person can fix the file: the line (as an editor numbers it, the header
// being line 1), the column and what is wrong. Problems make a product invalid; notes (an unknown facet value, a
// picture left remote) are only reported.
import type { z } from 'zod/v4';
import type { FeedProduct } from './feed-product';

export type Problem = {
  line: number | null;
  column: string | null;
  handle: string | null;
  message: string;
};

/** One product read from a file: the product when it is valid, else the problems that make it invalid. */
export type ReadProduct = {
  handle: string;
  line: number;
  product: FeedProduct | null;
  problems: Problem[];
};

export type FeedReading = {
  /** Problems with the file as a whole (no Handle column, not JSON, too large): nothing in it can be imported. */
  fileProblems: Problem[];
  products: ReadProduct[];
  notes: Problem[];
};

/** Where a schema's issue points in the file: the line and column of the path it names. */
export type Locate = (path: readonly PropertyKey[]) => { line: number | null; column: string | null };

export function problemsOf(error: z.ZodError, handle: string, locate: Locate): Problem[] {
  return error.issues.map((issue) => ({ ...locate(issue.path), handle, message: issue.message }));
}

/** A problem as one line of a report: `line 14, Variant Price: must be more than $0`. */
export function describeProblem(p: Problem): string {
  const where = [p.line === null ? null : `line ${p.line}`, p.column].filter((w) => w !== null).join(', ');
  const whose = p.handle ? ` (${p.handle})` : '';
  return `${where || 'file'}${whose}: ${p.message}`;
}
