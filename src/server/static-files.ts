// The build's static files (dist/client: scripts, styles, icons) held in memory with the brotli and gzip copies the
// build made beside them (production-build.mjs), so the front door answers them without touching the disk. Files
// under /_astro/ carry a content hash in their names and are kept by browsers for a year.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, relative, sep } from 'node:path';
import { compress } from '../lib/http/compression.server';
import { isCompressibleType, MIN_COMPRESSED_BYTES } from '../lib/http/content-coding';
import type { CachedPage } from '../lib/http/page-cache';
import { filesUnder } from './production-build.mjs';

/** A static file is answered as a kept page is (answerWithPage), its codings made by the build. */
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

/** Larger files, and kinds not listed, stay on disk for the adapter's own file server. */
const MAX_HELD_BYTES = 1024 * 1024;
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

/**
 * Every address the adapter would answer from the client folder: each file's path, and for an `index.html` its
 * folder's path with and without the slash. What is here never goes to Astro's routes first (app-handler.ts).
 */
export function staticPaths(files: { url: string }[]): Set<string> {
  const paths = new Set<string>();
  for (const { url } of files) {
    paths.add(url);
    if (url.endsWith('/index.html')) {
      const folder = url.slice(0, -'index.html'.length);
      paths.add(folder);
      if (folder !== '/') paths.add(folder.slice(0, -1));
    }
  }
  return paths;
}

/** Every file the front door serves from memory, by its URL path (the others the adapter answers from disk). */
export function loadStaticFiles(files: { path: string; url: string }[]): Map<string, StaticFile> {
  const held = new Map<string, StaticFile>();
  for (const { path, url } of files) {
    const type = TYPES[extname(path)];
    if (!type || statSync(path).size > MAX_HELD_BYTES) continue;
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
