// The server's front door (issue: speed): before a request reaches Astro, the build's static files and the pages
// kept in the shared page cache are answered from memory. Everything else goes on to the listeners it wraps.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { addressedHost, PAGE_TTL_MS, type CachedPage } from '../lib/http/page-cache';
import { answerWithPage, sharedKeyFor, sharedPages, type PageAnswer } from '../lib/http/shared-pages.server';
import { smallestBrotli } from '../lib/http/smallest-brotli.server';
import { requestTarget } from '../lib/http/request-target';
import { forwardedScheme } from '../lib/http/forwarded';
import { catchUpInvalidations, invalidationsDue } from '../lib/db/invalidations.server';
import { getDb } from '../lib/db/instance.server';
import { features, siteId } from '../lib/site/config.server';
import { errorMessage, log } from '../lib/site/log';
import type { StaticFile } from './static-files';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
/** A page the front door may answer from the shared cache: its key, and its path as the log shows it. */
type PageFound = { key: string; path: string };

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** A request that came over TLS, as Astro tells it for the request's URL. */
const encrypted = (req: IncomingMessage) => 'encrypted' in req.socket && req.socket.encrypted === true;

/** Sends a kept page or a static file as this request asks for it (its coding, 304, HEAD). */
function send(page: CachedPage, req: IncomingMessage, res: ServerResponse): PageAnswer {
  const answer = answerWithPage(page, {
    method: req.method ?? 'GET',
    acceptEncoding: header(req.headers['accept-encoding']),
    ifNoneMatch: header(req.headers['if-none-match']),
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  return answer;
}

/** Answers from the shared page cache; false when there is no fresh page for this request. */
function sendKeptPage(found: PageFound, req: IncomingMessage, res: ServerResponse, started: number): boolean {
  const { key, path } = found;
  const page = sharedPages.get(key);
  if (!page) return false;
  const { status, coding } = send(page, req, res);
  if (coding === 'br') {
    // Made only while this page is still the one kept, with half its life or more ahead of it.
    const generation = sharedPages.generation;
    void smallestBrotli.sent(
      page,
      () => sharedPages.generation === generation && Date.now() - page.storedAt < PAGE_TTL_MS / 2,
    );
  }
  const ms = Math.round(performance.now() - started);
  log('info', 'request', { method: req.method, path, status, ms, cache: 'hit' });
  return true;
}

/** Wraps the server's request listeners (call it once they are all in place). */
export function answerFromMemory(server: Server, files: Map<string, StaticFile>): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const onwards = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  // A fault here must cost no request: what the front door cannot answer, Astro does.
  const fallBack = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    log('warn', 'the front door could not answer from memory', { path: req.url, error: errorMessage(error) });
    if (!res.headersSent) onwards(req, res);
  };
  const fromCache = (found: PageFound, req: IncomingMessage, res: ServerResponse, started: number) => {
    let sent: boolean;
    try {
      sent = sendKeptPage(found, req, res, started);
    } catch (error) {
      return fallBack(req, res, error);
    }
    if (!sent) onwards(req, res);
  };
  /** What the front door can answer this request from: a static file, a page's key, or nothing. */
  const lookUp = (req: IncomingMessage): { file: StaticFile } | PageFound | null => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    if (!url.startsWith('/')) return null;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const file = files.get(path);
    if (file) return { file };
    if (features().maintenance) return null;
    const key = sharedKeyFor(
      {
        method: req.method,
        target: requestTarget(url), // as Astro's request URL holds it, so both read the same path
        cookie: header(req.headers.cookie),
        host: addressedHost(forwardedScheme(req.headers['x-forwarded-proto'], encrypted(req)), req.headers.host ?? ''),
      },
      siteId(),
    );
    return key === null ? null : { key, path };
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let found: ReturnType<typeof lookUp>;
    try {
      found = lookUp(req);
      if (found && 'file' in found) return void send(found.file, req, res);
    } catch (error) {
      return fallBack(req, res, error);
    }
    if (!found) return onwards(req, res);
    const page = found;
    const started = performance.now();
    if (!invalidationsDue()) return fromCache(page, req, res, started);
    // Once a second without Redis: what another instance dropped is dropped here first.
    getDb()
      .then(catchUpInvalidations)
      .then(
        () => fromCache(page, req, res, started),
        (error: unknown) => fallBack(req, res, error),
      );
  });
}
