// The silence limit (src/lib/http/slow-clients.ts) on a real server with short limits: a client that stops sending is
// cut off, an answer of ours that takes its time is not, whether the request had a body or not (issue: trust, round
// two, item 7: a GET answered after the limit was cut off).
import { createServer, type RequestListener, type Server } from 'node:http';
import { createConnection } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitSlowClients } from '../../src/lib/http/slow-clients';

const SILENCE_MS = 300;
const SLOW_ANSWER_MS = 1_000;

let server: Server | undefined;

async function serve(handler: RequestListener): Promise<number> {
  server = createServer(handler);
  limitSlowClients(server, { headersMs: 5_000, requestMs: 10_000, keepAliveMs: 5_000, silenceMs: SILENCE_MS });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Sends raw bytes and collects what comes back until the server closes the connection or `wait` ms pass. */
function exchange(port: number, bytes: string, wait: number): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let text = '';
    let closedByServer = false;
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedByServer = true;
      clearTimeout(timer);
      resolve({ text, closedByServer });
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer });
    }, wait);
    socket.write(bytes);
  });
}

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the silence limit', () => {
  it('lets a GET whose answer takes longer than the limit be answered whole', async () => {
    const port = await serve(
      (_request, response) => void later(SLOW_ANSWER_MS, 'slow page').then((t) => response.end(t)),
    );
    const answer = await fetch(`http://127.0.0.1:${port}/products`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('slow page');
  });

  it('lets a POST whose body arrived whole be answered after the limit', async () => {
    const port = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => void later(SLOW_ANSWER_MS, `got ${body}`).then((t) => response.end(t)));
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api/checkout/place-order`, { method: 'POST', body: '{}' });
    expect(await answer.text()).toBe('got {}');
  });

  it('cuts off a body that stops arriving', async () => {
    const port = await serve((request, response) => {
      request.resume();
      request.on('end', () => response.end('read it all'));
    });
    const stalled = 'POST /api/send-contact-us HTTP/1.1\r\nHost: x\r\nContent-Length: 400\r\n\r\n{"data":';
    const { text, closedByServer } = await exchange(port, stalled, SILENCE_MS * 10);
    expect(closedByServer).toBe(true);
    expect(text).toBe('');
  });

  it('cuts off a keep-alive connection that falls silent after its answer', async () => {
    const port = await serve((_request, response) => response.end('ok'));
    const { text, closedByServer } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', SILENCE_MS * 10);
    expect(text).toContain('200 OK');
    expect(closedByServer).toBe(true);
  });

  it('keeps serving when the body was thrown away before the answer was sent', async () => {
    // As the store's body reader does past its limit: the request is destroyed (which takes its socket from it), then
    // the 413 goes out.
    const port = await serve((request, response) => {
      if (request.method === 'GET') return void response.end('still here');
      request.once('data', () => {
        request.destroy();
        response.writeHead(413, { connection: 'close' });
        response.end('too large');
      });
    });
    const chunk = 'a'.repeat(64 * 1024);
    const head = 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n';
    await exchange(port, head + `${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(4), 500);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('still here');
  });
});
