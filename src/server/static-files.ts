// The build's static files (dist/client: scripts, styles, icons) held in memory with the brotli and gzip copies the
// build made beside them (production-build.mjs), and sent in the coding the browser takes: @astrojs/node's own file
// server sends every file as it is on disk. Files under /_astro/ carry a content hash in their names and are kept by
// browsers for a year. Behind nginx, its brotli_static and gzip_static do the same (README, "Deploying").
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, relative, sep } from 'node:path';
import { compress } from '../lib/http/compression.server';
import { isCompressibleType, MIN_COMPRESSED_BYTES } from '../lib/http/content-coding';
import type { CachedPage } from '../lib/http/page-cache';
import { answerWithPage } from '../lib/http/shared-pages.server';
import { filesUnder } from './production-build.mjs';

/** A static file is answered as a cached page is (answerWithPage), its codings made by the build. */
export type StaticFile = CachedPage;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

const CODED = { br: '.br', gzip: '.gz' } as const;

function readIfThere(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The client folder's files, each with its address; none for a build without a client folder. */
export function clientFiles(clientDir: string): { path: string; url: string }[] {
  let paths: string[];
  try {
    paths = filesUnder(clientDir);
  } catch {
    return [];
  }
  return paths.map((path) => ({ path, url: `/${relative(clientDir, path).split(sep).join('/')}` }));
}

/** Every file of the build's client folder, held in memory by its URL path (a build's are a megabyte or two). */
export function loadStaticFiles(files: { path: string; url: string }[]): Map<string, StaticFile> {
  const held = new Map<string, StaticFile>();
  for (const { path, url } of files) {
    // The copies the build made beside a file are sent as its codings, not as files of their own.
    if (path.endsWith(CODED.br) || path.endsWith(CODED.gzip)) continue;
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const identity = readFileSync(path);
    const bodies: StaticFile['bodies'] = { identity };
    const compressible = isCompressibleType(type) && identity.byteLength >= MIN_COMPRESSED_BYTES;
    if (compressible) {
      for (const coding of ['br', 'gzip'] as const)
        bodies[coding] = readIfThere(`${path}${CODED[coding]}`) ?? compress(identity, coding, true);
    }
    const headers: [string, string][] = [
      ['content-type', type],
      ['cache-control', url.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'],
      ['x-content-type-options', 'nosniff'],
      ...(compressible ? [['vary', 'Accept-Encoding'] as [string, string]] : []),
    ];
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    held.set(url, { status: 200, headers, etag, bodies, compressible, sent: {}, storedAt: 0 });
  }
  return held;
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** Sends the held file this GET or HEAD asks for (its coding, 304, HEAD); false when there is none. */
export function sentStaticFile(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const file = files.get(query < 0 ? url : url.slice(0, query));
  if (!file) return false;
  const answer = answerWithPage(file, {
    method: req.method,
    acceptEncoding: header(req.headers['accept-encoding']),
    ifNoneMatch: header(req.headers['if-none-match']),
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  return true;
}
