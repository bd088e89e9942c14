// Bodies over the limit, sent every way a client can (issue: trust, round two, item 1): chunked with no length,
// streamed under a Content-Length that says too much, and a length that lies low. Every /api route and a few pages,
// as a guest and as the editor (whose routes read further before refusing). Whatever comes, the answer is a 4xx, never
// a 5xx, and the server is still there to answer the next request; a process that died here stayed dead.
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type OwnStore } from '../support/checkout';
import { apiRouteFiles } from '../support/fuzz';

let store: OwnStore;
let base: string;
let editorCookie: string;

beforeAll(async () => {
  store = await ownStore('oversized', { AUTOSHIP_EVERY_SECONDS: '86400' });
  base = store.servers[0]!.url;
  const editor = await signedIn(base, 'editor@example.com');
  editorCookie = [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}, 120_000);
afterAll(() => store?.stop(), 60_000);

/** A route file's address, with a made-up value for each parameter. */
const addressOf = (route: string) =>
  `/api/${route.replace(/\[\.\.\.[^\]]+\]/g, 'anything/here').replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000')}`;

const PAGES = ['/', '/products', '/cart', '/checkout/information', '/shelter/login', '/admin', '/_image'];

type Framing = 'chunked' | 'declared' | 'understated';
type Sent = { status: number | null; text: string };

/**
 * Sends `bytes` of body to `path` as `framing` says, as fast as the server takes it, and reads the answer. The
 * server may close the connection before the body is through: what it answered by then is what counts.
 */
function sendLarge(path: string, framing: Framing, bytes: number, headers: Record<string, string> = {}): Promise<Sent> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    let text = '';
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, text });
    };
    const timer = setTimeout(done, 20_000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (/\r\n\r\n/.test(text)) setTimeout(done, 50); // the head and what follows closely
    });
    socket.on('error', done);
    socket.on('close', done);
    const framingHeader =
      framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${framing === 'declared' ? bytes : 100}`;
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Origin: ${base}`,
      'Content-Type: application/json',
      framingHeader,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    const piece = Buffer.alloc(64 * 1024, 'a');
    let left = bytes;
    const pump = () => {
      while (left > 0 && !finished && !socket.destroyed) {
        const size = Math.min(piece.length, left);
        left -= size;
        const frame =
          framing === 'chunked'
            ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece.subarray(0, size), Buffer.from('\r\n')])
            : piece.subarray(0, size);
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (left === 0 && framing === 'chunked' && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

async function alive(): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

const routes = apiRouteFiles().map(addressOf);

describe('bodies over the limit', () => {
  it('covers every route file', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  for (const framing of ['chunked', 'declared', 'understated'] as const)
    it(`answers a ${framing} body of 1.3 MB with a 4xx on every route and page, and stays up`, async () => {
      const problems: string[] = [];
      for (const [who, headers] of [
        ['a guest', {}],
        ['the editor', { Cookie: editorCookie }],
      ] as const) {
        for (const path of [...routes, ...PAGES]) {
          const { status, text } = await sendLarge(path, framing, 1_300_000, headers);
          if (status !== null && status >= 500) problems.push(`${who} ${path}: ${status} ${text.slice(0, 200)}`);
          if (!(await alive())) {
            problems.push(`${who} ${path}: the server stopped answering`);
            break;
          }
        }
      }
      expect(problems).toEqual([]);
      expect(store.servers[0]!.process.exitCode).toBeNull();
    }, 300_000);

  it('refuses a chunked JSON body past 64 KiB with 413 in the envelope, on the route named in the report', async () => {
    const { status, text } = await sendLarge('/api/cms/v1.0/get-products', 'chunked', 1_300_000);
    expect(status).toBe(413);
    expect(text).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(await alive()).toBe(true);
  });

  it('refuses an upload streamed past 5 MB without a length, and stays up', async () => {
    const { status } = await sendLarge('/api/cms/v1.0/admin/upload-image', 'chunked', 7_000_000, {
      Cookie: editorCookie,
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect(status === null || (status >= 400 && status < 500)).toBe(true);
    expect(await alive()).toBe(true);
  });

  it('keeps serving through many oversized bodies at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendLarge(routes[i % routes.length]!, 'chunked', 1_300_000)),
    );
    expect(answers.filter((a) => a.status !== null && a.status >= 500)).toEqual([]);
    expect(await alive()).toBe(true);
    expect(store.servers[0]!.output()).not.toContain('TypeError');
  });
});
