import { describe, it, expect } from 'vitest';
import { z } from 'zod/v4';
import { parseJsonBody } from '../../src/lib/http/body';

const post = (body?: string) => new Request('http://x', { method: 'POST', body });
const schema = z.object({ fields: z.array(z.string()).optional(), note: z.string().optional() });

async function failure(result: Awaited<ReturnType<typeof parseJsonBody>>) {
  if (result.ok) throw new Error('expected a failure');
  return { status: result.response.status, body: (await result.response.json()) as { error: Record<string, unknown> } };
}

describe('parseJsonBody', () => {
  it('reads an empty body as {}', async () => {
    expect(await parseJsonBody(post(), schema)).toEqual({ ok: true, value: {} });
    expect(await parseJsonBody(post(''), schema)).toEqual({ ok: true, value: {} });
    expect(await parseJsonBody(post('  \n'), schema)).toEqual({ ok: true, value: {} });
  });

  it('returns the parsed value of good JSON', async () => {
    expect(await parseJsonBody(post('{"fields":["a","b"]}'), schema)).toEqual({
      ok: true,
      value: { fields: ['a', 'b'] },
    });
  });

  it('answers 400 BAD_REQUEST for a body that is not JSON', async () => {
    const { status, body } = await failure(await parseJsonBody(post('{"fields":'), schema));
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_REQUEST', message: 'The body is not valid JSON' } });
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 64 KiB', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(64 * 1024) });
    const { status, body } = await failure(await parseJsonBody(post(big), schema));
    expect(status).toBe(413);
    expect(body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The body is larger than 64 KiB' } });
  });

  it('accepts a body of exactly 64 KiB', async () => {
    const exact = JSON.stringify({ note: 'x'.repeat(64 * 1024 - '{"note":""}'.length) });
    expect(exact.length).toBe(65536);
    const result = await parseJsonBody(post(exact), schema);
    expect(result.ok).toBe(true);
  });

  it('answers 400 naming the field path first and carrying the issues for a schema failure', async () => {
    const { status, body } = await failure(await parseJsonBody(post('{"fields":"a"}'), schema));
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toMatch(/^fields: /);
    expect(body.error.issues).toEqual([{ path: ['fields'], message: expect.stringMatching(/expected array/) }]);
  });

  it('answers 400 for a value the schema throws on instead of failing (a length that is not a number)', async () => {
    const strict = z.object({ note: z.string().max(10) });
    for (const note of ['{"toString":[]}', `${'['.repeat(6000)}${']'.repeat(6000)}`]) {
      const { status, body } = await failure(await parseJsonBody(post(`{"note":{"length":${note}}}`), strict));
      expect(status).toBe(400);
      expect(body).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request is not valid' } });
    }
  });

  it('answers 400 for a NUL character anywhere in the body text, which PostgreSQL refuses', async () => {
    for (const text of ['{"note":"a\\u0000b"}', '{"fields":["ok","\\u0000"]}', '{"x\\u0000":1}']) {
      const { status, body } = await failure(await parseJsonBody(post(text), schema));
      expect(status, text).toBe(400);
      expect(body.error.message).toBe('Text in the body may not hold NUL characters');
    }
    expect((await parseJsonBody(post('{"note":"a\\\\u0000b"}'), schema)).ok).toBe(true); // an escaped backslash
  });

  it('joins a nested path with dots', async () => {
    const { body } = await failure(await parseJsonBody(post('{"fields":["a",2]}'), schema));
    expect(body.error.message).toMatch(/^fields\.1: /);
    expect(body.error.issues).toEqual([{ path: ['fields', 1], message: expect.any(String) }]);
  });
});
