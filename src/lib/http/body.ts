import { z } from 'zod/v4';
import { errorResponse, type Issue } from './errors';
import { MAX_BODY_BYTES } from './request-rules';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads at most `limit` bytes, so a body sent without a Content-Length cannot exhaust memory. */
async function readText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message }));
}

export function describeIssues(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  const where = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return `${where}${first.message}`;
}

/** Parses a JSON body against a schema; an empty body counts as `{}` for endpoints that take none. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const text = await readText(request, MAX_BODY_BYTES);
  if (text === null) return { ok: false, response: errorResponse('PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB`) };
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, response: errorResponse('BAD_REQUEST', 'The body is not valid JSON') };
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = issuesOf(result.error);
    return { ok: false, response: errorResponse('BAD_REQUEST', describeIssues(issues), issues) };
  }
  return { ok: true, value: result.data };
}
