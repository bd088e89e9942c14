import type { z } from 'zod/v4';
import { errorResponse, type Issue } from './errors';
import { MAX_BODY_BYTES } from './request-rules';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** How much of an oversized body is read and thrown away so the connection stays usable; past it, it is cut. */
const DRAIN_LIMIT = 1024 * 1024;

type Read = { text: string } | { tooLarge: true; drained: boolean };

/** Reads at most `limit` bytes, so a body sent without a Content-Length cannot exhaust memory. */
async function readText(request: Request, limit: number): Promise<Read> {
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel();
      return { tooLarge: true, drained: false };
    }
    if (size <= limit) chunks.push(value);
  }
  return size > limit ? { tooLarge: true, drained: true } : { text: Buffer.concat(chunks).toString('utf8') };
}

export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: issue.message,
  }));
}

export function describeIssues(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  const where = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return `${where}${first.message}`;
}

/**
 * Whether any text of a parsed body, key or value, holds a NUL character: no field takes one, and PostgreSQL refuses
 * it in text, so a query that carried it would fail instead of finding nothing.
 */
function holdsNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && item.includes('\u0000')) return true;
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, value] of Object.entries(item)) {
      if (key.includes('\u0000')) return true;
      pending.push(value);
    }
  }
  return false;
}

/**
 * The schema's verdict, or null when checking the body throws: zod's length checks read `length` of any value that has
 * one, so `{ "length": { "toString": [] } }` (or an array thousands deep) where a string belongs makes them throw
 * instead of failing. Such a body is refused like any other that does not fit.
 */
function safeParse<S extends z.ZodType>(schema: S, raw: unknown): z.ZodSafeParseResult<z.output<S>> | null {
  try {
    return schema.safeParse(raw);
  } catch {
    return null;
  }
}

/** Parses a JSON body against a schema; an empty body counts as `{}` for endpoints that take none. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const read = await readText(request, MAX_BODY_BYTES);
  if ('tooLarge' in read) {
    // A body cut off unread leaves the connection unable to carry another request: close it.
    const headers: HeadersInit = read.drained ? {} : { connection: 'close' };
    return {
      ok: false,
      response: errorResponse(
        'PAYLOAD_TOO_LARGE',
        `The body is larger than ${MAX_BODY_BYTES / 1024} KiB`,
        undefined,
        headers,
      ),
    };
  }
  const text = read.text;
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, response: errorResponse('BAD_REQUEST', 'The body is not valid JSON') };
    }
  }
  if (holdsNul(raw))
    return { ok: false, response: errorResponse('BAD_REQUEST', 'Text in the body may not hold NUL characters') };
  const result = safeParse(schema, raw);
  if (!result) return { ok: false, response: errorResponse('BAD_REQUEST', 'The request is not valid') };
  if (!result.success) {
    const issues = issuesOf(result.error);
    return { ok: false, response: errorResponse('BAD_REQUEST', describeIssues(issues), issues) };
  }
  return { ok: true, value: result.data };
}
