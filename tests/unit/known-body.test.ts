// JSON answers keep their bytes beside them, so compressing or measuring one does not read its stream back.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedAnswer } from '../../src/lib/http/compression.server';
import { json } from '../../src/lib/http/errors';
import { knownBody } from '../../src/lib/http/known-body';

const request = (acceptEncoding?: string) =>
  new Request('http://localhost/api/ecom/v1.0/current-cart', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
const bigCart = {
  cart: { lines: Array.from({ length: 40 }, (_, i) => ({ id: `line-${i}`, title: 'Adult Dry Dog' })) },
};

describe('a JSON answer’s own bytes', () => {
  it('are kept beside the answer, the same bytes its body reads as', async () => {
    const answer = json({ ok: true, name: 'Chicken & Barley' });
    const bytes = knownBody(answer);
    expect(new TextDecoder().decode(bytes)).toBe('{"ok":true,"name":"Chicken & Barley"}');
    expect(await answer.text()).toBe('{"ok":true,"name":"Chicken & Barley"}');
  });

  it('go out as they are to a client that takes no coding, with their length and Vary, the body unread', async () => {
    const answer = json(bigCart);
    const sent = await compressedAnswer(answer, request());
    expect(sent).toBe(answer);
    expect(sent.bodyUsed).toBe(false);
    expect(sent.headers.get('content-length')).toBe(String(JSON.stringify(bigCart).length));
    expect(sent.headers.get('vary')).toBe('Accept-Encoding');
    expect(sent.headers.get('content-encoding')).toBeNull();
    expect(await sent.json()).toEqual(bigCart);
  });

  it('are compressed without reading the answer’s stream when the client takes gzip', async () => {
    const answer = json(bigCart);
    const sent = await compressedAnswer(answer, request('gzip'));
    expect(answer.bodyUsed).toBe(false);
    expect(sent.headers.get('content-encoding')).toBe('gzip');
    const decoded = gunzipSync(Buffer.from(await sent.arrayBuffer())).toString();
    expect(JSON.parse(decoded)).toEqual(bigCart);
    expect(sent.headers.get('cache-control')).toBe('no-store');
  });

  it('are not claimed for a copy, which is read from its stream as before', async () => {
    const original = json(bigCart);
    const copy = new Response(original.body, original);
    expect(knownBody(copy)).toBeUndefined();
    const sent = await compressedAnswer(copy, request('gzip'));
    expect(JSON.parse(gunzipSync(Buffer.from(await sent.arrayBuffer())).toString())).toEqual(bigCart);
  });

  it('leave a small answer uncompressed even for a client that takes gzip', async () => {
    const answer = json({ status: 'ok' });
    const sent = await compressedAnswer(answer, request('gzip, br'));
    expect(sent).toBe(answer);
    expect(sent.headers.get('content-length')).toBe('15');
    expect(await sent.text()).toBe('{"status":"ok"}');
  });
});
