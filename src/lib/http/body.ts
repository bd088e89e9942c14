import type { z } from 'zod/v4';
import { errorResponse, type Issue } from './errors';
import { MAX_BODY_BYTES } from './request-rules';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** How much past its limit an oversized body is read and thrown away so the connection stays usable; then it is cut. */
const DRAIN_LIMIT = 1024 * 1024;

type Read = { bytes: Buffer } | { tooLarge: true; drained: boolean };

/** Reads at most `limit` bytes, so a body sent without a Content-Length cannot exhaust memory. */
async function readBytes(request: Request, limit: number): Promise<Read> {
  if (!request.body) return { bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit + DRAIN_LIMIT) {
      // Stop reading but leave the request open: cancelling it would destroy the socket before the 413 is written.
      // The answer says `Connection: close`, so the server closes the connection once the answer is sent.
      reader.releaseLock();
      return { tooLarge: true, drained: false };
    }
    if (size <= limit) chunks.push(value);
  }
  return size > limit ? { tooLarge: true, drained: true } : { bytes: Buffer.concat(chunks) };
}

/** The 413 of a body over its limit; a body cut off unread leaves the connection unable to carry another request. */
function tooLarge(read: { drained: boolean }, limitText: string): Response {
  const headers: HeadersInit = read.drained ? {} : { connection: 'close' };
  return errorResponse('PAYLOAD_TOO_LARGE', `The body is larger than ${limitText}`, undefined, headers);
}

/** A multipart form of at most `limit` bytes (the upload address's rule in request-rules.ts). */
export async function parseMultipartBody(
  request: Request,
  limit: number,
  limitText: string,
): Promise<Parsed<FormData>> {
  const read = await readBytes(request, limit);
  if ('tooLarge' in read) return { ok: false, response: tooLarge(read, limitText) };
  try {
    const form = await new Response(new Uint8Array(read.bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    return { ok: true, value: form };
  } catch {
    return { ok: false, response: errorResponse('BAD_REQUEST', 'The body is not a valid multipart/form-data form') };
  }
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
export function holdsNul(body: unknown): boolean {
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
  const read = await readBytes(request, MAX_BODY_BYTES);
  if ('tooLarge' in read) return { ok: false, response: tooLarge(read, `${MAX_BODY_BYTES / 1024} KiB`) };
  const text = read.bytes.toString('utf8');
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, response: errorResponse('BAD_REQUEST', 'The body is not valid JSON') };
    }
  }
  return checked(schema, raw, 'Text in the body may not hold NUL characters');
}

/** A parsed body or query against its schema: refused with `nul` when any text holds NUL, else as zod says. */
function checked<S extends z.ZodType>(schema: S, raw: unknown, nul: string): Parsed<z.output<S>> {
  if (holdsNul(raw)) return { ok: false, response: errorResponse('BAD_REQUEST', nul) };
  const result = safeParse(schema, raw);
  if (!result) return { ok: false, response: errorResponse('BAD_REQUEST', 'The request is not valid') };
  if (!result.success) {
    const issues = issuesOf(result.error);
    return { ok: false, response: errorResponse('BAD_REQUEST', describeIssues(issues), issues) };
  }
  return { ok: true, value: result.data };
}

/** Parses the named parameters of a URL's query (the first of each) against a schema, as a body is. */
export function parseQuery<S extends z.ZodObject>(url: URL, schema: S): Parsed<z.output<S>> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = url.searchParams.get(key);
    if (value !== null) raw[key] = value;
  }
  // PostgreSQL refuses NUL in text: a query carrying one is refused here, not failed there.
  return checked(schema, raw, 'The query may not hold NUL characters');
}
