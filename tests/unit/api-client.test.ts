import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getJson, postJson, requestIssues, shopperMessage } from '../../src/lib/site/api-client';

let server: Server;
let base = '';
const hits: Record<string, number> = {};

const ANSWERS: Record<string, [number, unknown]> = {
  '/busy': [503, { error: { code: 'UNAVAILABLE', message: 'busy' } }],
  '/bad': [400, { error: { code: 'BAD_REQUEST', message: 'email: Invalid email address' } }],
  '/bad-fields': [
    400,
    {
      error: {
        code: 'BAD_REQUEST',
        message: 'data.orderNumber: Enter the order number',
        issues: [
          { path: ['data', 'orderNumber'], message: 'Enter the order number' },
          { path: 'x', message: 1 },
        ],
      },
    },
  ],
  '/missing': [404, { error: { code: 'NOT_FOUND', message: 'No such thing' } }],
  '/refused': [403, { error: { code: 'FORBIDDEN', message: 'That access code does not match this clinic.' } }],
  '/refused-bare': [403, {}],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    req.resume();
    const [status, body] = ANSWERS[path] ?? [200, { ok: true }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

beforeEach(() => {
  for (const key of Object.keys(hits)) delete hits[key];
});

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('API client retries', () => {
  it('retries a GET once on 503: two requests in all (spec 000 §7 Generic client behaviour)', async () => {
    await expect(getJson(`${base}/busy`)).rejects.toThrow(/503/);
    expect(hits['/busy']).toBe(2);
  });

  it('never retries a POST on 503: exactly one request (spec 000 §7 Generic client behaviour)', async () => {
    await expect(postJson(`${base}/busy`, { quantity: 1 })).rejects.toThrow(/503/);
    expect(hits['/busy']).toBe(1);
  });

  it('does not retry a GET on 400 or 404 (spec 000 §7 Generic client behaviour)', async () => {
    await expect(getJson(`${base}/bad`)).rejects.toThrow(/400/);
    await expect(getJson(`${base}/missing`)).rejects.toThrow(/404/);
    expect(hits['/bad']).toBe(1);
    expect(hits['/missing']).toBe(1);
  });

  it('returns the JSON of a good answer after one request', async () => {
    expect(await getJson(`${base}/fine`)).toEqual({ ok: true });
    expect(hits['/fine']).toBe(1);
  });
});

describe('shopperMessage', () => {
  it('turns a 400 envelope into a sentence with its message and no code', async () => {
    const message = shopperMessage(await errorOf(postJson(`${base}/bad`, {})));
    expect(message).toBe('Please check your entry: email: Invalid email address.');
    expect(message).not.toContain('BAD_REQUEST');
    expect(message).not.toContain('400');
  });

  it('gives a friendly sentence for 503 and 404, without the code', async () => {
    expect(shopperMessage(await errorOf(postJson(`${base}/busy`, {})))).toBe(
      'The shop is busy right now. Please try again shortly.',
    );
    const notFound = shopperMessage(await errorOf(getJson(`${base}/missing`)));
    expect(notFound).toBe('We could not find what you asked for.');
    expect(notFound).not.toContain('NOT_FOUND');
  });

  it('says why a refusal was made, in the words the shop wrote for people, else a general sentence', async () => {
    expect(shopperMessage(await errorOf(postJson(`${base}/refused`, {})))).toBe(
      'That access code does not match this clinic.',
    );
    expect(shopperMessage(await errorOf(postJson(`${base}/refused-bare`, {})))).toBe('That action is not allowed.');
  });

  it('says the shop could not be reached when no answer came', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await errorOf(postJson(`http://127.0.0.1:${port}/x`, {}));
    expect(shopperMessage(error)).toBe('We could not reach the shop. Check your connection and try again.');
  });

  it('falls back to a general sentence for anything else', () => {
    expect(shopperMessage(new Error('TypeError: x is undefined'))).toBe('Something went wrong. Please try again.');
    expect(shopperMessage('BAD_REQUEST')).toBe('Something went wrong. Please try again.');
  });
});

describe('requestIssues', () => {
  it('answers the well-formed issues of a 400, for a form to mark its fields', async () => {
    expect(requestIssues(await errorOf(postJson(`${base}/bad-fields`, {})))).toEqual([
      { path: ['data', 'orderNumber'], message: 'Enter the order number' },
    ]);
  });

  it('answers none for a 400 without issues, another status, or an error that is no answer', async () => {
    expect(requestIssues(await errorOf(postJson(`${base}/bad`, {})))).toEqual([]);
    expect(requestIssues(await errorOf(postJson(`${base}/missing`, {})))).toEqual([]);
    expect(requestIssues(new Error('offline'))).toEqual([]);
  });
});
