// The door rules and error envelope of API.md, on the running server.
import { describe, expect, inject, it } from 'vitest';
import { postJson } from '../support/server';

const base = inject('dtcUrl');
const globals = '/api/cms/v1.0/get-globals';

async function envelope(response: Response) {
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: { code: string; message: string; issues?: { path: unknown[] }[] } };
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(m?js|ts):\d+/); // never a stack
  return body.error;
}

describe('the error envelope', () => {
  it('answers bad JSON with 400 BAD_REQUEST', async () => {
    const response = await postJson(base, globals, '{"fields": [');
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({ code: 'BAD_REQUEST', message: 'The body is not valid JSON' });
  });

  it('names the field that is wrong, with its path', async () => {
    const response = await postJson(base, globals, { fields: ['ok', 7] });
    expect(response.status).toBe(400);
    const error = await envelope(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/^fields\.1: /);
    expect(error.issues?.[0]?.path).toEqual(['fields', 1]);
  });

  it('refuses another content type with 403', async () => {
    const response = await fetch(`${base}${globals}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: base },
      body: JSON.stringify({ fields: ['x'] }),
    });
    expect(response.status).toBe(403);
    expect((await envelope(response)).code).toBe('FORBIDDEN');
  });

  it('refuses a form post from another site with 403 and the envelope', async () => {
    const response = await fetch(`${base}${globals}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'fields=x',
    });
    expect(response.status).toBe(403);
    expect((await envelope(response)).code).toBe('FORBIDDEN');
  });

  it('refuses a JSON request whose Origin is another site with 403', async () => {
    const response = await postJson(base, globals, { fields: ['x'] }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await envelope(response)).message).toBe('Requests from other sites are not allowed');
  });

  it('refuses a browser request marked cross-site even without Origin', async () => {
    const response = await fetch(`${base}${globals}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ fields: ['x'] }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const fields = Array.from({ length: 90 }, (_, i) => `field_${i}_${'x'.repeat(800)}`);
    const response = await postJson(base, globals, { fields });
    expect(response.status).toBe(413);
    expect((await envelope(response)).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await postJson(base, globals, { fields: ['x'] })).status).toBe(200);
  });

  it('refuses a streamed body over 64 KiB that declared no length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('{"fields":["x"]}'));
        controller.close();
      },
    });
    const response = await fetch(`${base}${globals}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // The connection is still good for the next request.
    expect((await postJson(base, globals, { fields: ['x'] })).status).toBe(200);
  });

  it('answers another method with 405 and says which to use', async () => {
    const response = await fetch(`${base}${globals}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await envelope(response)).code).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses with 400 a field whose `length` a schema check cannot compare, where it answered 500', async () => {
    // zod's length checks read `length` of any value that has one and compare it with the limit.
    for (const length of ['{"toString":[]}', `${'['.repeat(6000)}${']'.repeat(6000)}`]) {
      const response = await postJson(base, '/api/account/forgot-password', `{"email":{"length":${length}}}`);
      expect(response.status).toBe(400);
      expect(await envelope(response)).toEqual({ code: 'BAD_REQUEST', message: 'The request is not valid' });
    }
  });

  it('refuses a NUL character in body text with 400, where PostgreSQL failed the query with 500', async () => {
    const response = await postJson(base, '/api/account/reset-password', {
      token: 'a\u0000b',
      newPassword: 'a-new-long-password',
    });
    expect(response.status).toBe(400);
    expect(await envelope(response)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Text in the body may not hold NUL characters',
    });
  });

  it('answers an API address whose %-escapes do not decode with the 400 envelope', async () => {
    for (const path of ['/api/%E0%A4%A', `${globals}?q=%ZZ`, '/api/%']) {
      const response = await postJson(base, path, { fields: ['x'] });
      expect(response.status, path).toBe(400);
      expect((await envelope(response)).code).toBe('BAD_REQUEST');
    }
  });

  it('answers an API address the router cannot match (an escape left after decoding) with the JSON 404', async () => {
    const response = await fetch(`${base}/api/%23%20/cms`);
    expect(response.status).toBe(404);
    expect((await envelope(response)).code).toBe('NOT_FOUND');
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await postJson(base, '/api/cms/v1.0/no-such-thing', {});
    expect(response.status).toBe(404);
    expect((await envelope(response)).code).toBe('NOT_FOUND');
  });

  it('accepts and ignores the sessionToken field of the upstream API', async () => {
    const response = await postJson(base, globals, { fields: ['free_shipping_minimum'], sessionToken: 'abc' });
    expect(response.status).toBe(200);
  });

  it('lets a same-origin browser request through', async () => {
    const response = await postJson(base, globals, { fields: ['x'] }, { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
  });
});
