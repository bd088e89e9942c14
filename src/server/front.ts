// The server's front door (issue: speed): before a request reaches Astro, the build's static files and the pages
// kept in the shared page cache are answered from memory. Everything else goes on to the listeners it wraps.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { chooseCoding, matchesEtag } from '../lib/http/content-coding';
import { answerWithPage, sharedKeyFor, sharedPages } from '../lib/http/shared-pages.server';
import { catchUpInvalidations, invalidationsDue } from '../lib/db/invalidations.server';
import { getDb } from '../lib/db/instance.server';
import { features, siteId } from '../lib/site/config.server';
import { errorMessage, log } from '../lib/site/log';
import type { StaticFile } from './static-files';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

function sendFile(file: StaticFile, req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    'x-content-type-options': 'nosniff',
  };
  if (file.bodies.br || file.bodies.gzip) headers.vary = 'Accept-Encoding';
  if (matchesEtag(req.headers['if-none-match'], file.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const coding = chooseCoding(req.headers['accept-encoding']);
  const coded = coding ? file.bodies[coding] : undefined;
  if (coding && coded) headers['content-encoding'] = coding;
  const body = coded ?? file.bodies.identity;
  headers['content-length'] = String(body.byteLength);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers from the shared page cache; false when there is no fresh page for this request. */
function sendKeptPage(key: string, req: IncomingMessage, res: ServerResponse, started: number): boolean {
  const page = sharedPages.get(key);
  if (!page) return false;
  const answer = answerWithPage(page, {
    method: req.method ?? 'GET',
    acceptEncoding: header(req.headers['accept-encoding']),
    ifNoneMatch: header(req.headers['if-none-match']),
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  const path = (req.url ?? '/').split('?')[0];
  const ms = Math.round(performance.now() - started);
  log('info', 'request', { method: req.method, path, status: answer.status, ms, cache: 'hit' });
  return true;
}

/** Wraps the server's request listeners (call it once they are all in place). */
export function answerFromMemory(server: Server, files: Map<string, StaticFile>): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const onwards = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return onwards(req, res);
    const url = req.url ?? '/';
    if (!url.startsWith('/')) return onwards(req, res);
    const query = url.indexOf('?');
    const file = files.get(query < 0 ? url : url.slice(0, query));
    if (file) return sendFile(file, req, res);
    if (features().maintenance) return onwards(req, res);
    const key = sharedKeyFor(
      {
        method: req.method,
        url: `http://localhost${url}`, // as Astro makes the request's URL, so both read the same path
        cookie: header(req.headers.cookie),
        host: header(req.headers.host) ?? '',
        forwardedProto: header(req.headers['x-forwarded-proto']) ?? '',
      },
      siteId(),
    );
    if (key === null) return onwards(req, res);
    const started = performance.now();
    if (!invalidationsDue()) return void (sendKeptPage(key, req, res, started) || onwards(req, res));
    // Once a second without Redis: what another instance dropped is dropped here first.
    getDb()
      .then(catchUpInvalidations)
      .then(
        () => sendKeptPage(key, req, res, started) || onwards(req, res),
        (error: unknown) => {
          log('warn', 'shared page cache could not answer', { error: errorMessage(error) });
          if (!res.headersSent) onwards(req, res);
        },
      );
  });
}
