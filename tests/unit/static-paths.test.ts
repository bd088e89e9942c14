// The client folder's addresses (src/server/static-files.ts): the server renders every other request with Astro
// directly, so an address missing here would be drawn as a page (the one-segment content route) instead of the file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFiles, staticPaths } from '../../src/server/static-files';

const dir = mkdtempSync(join(tmpdir(), 'client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('staticPaths', () => {
  it('lists every file whatever its type or size, and a folder with an index page as the folder too', () => {
    mkdirSync(join(dir, '_astro'));
    mkdirSync(join(dir, 'guide'));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dir, 'site.webmanifest'), '{}');
    writeFileSync(join(dir, '_astro', 'card.abc123.js'), '');
    writeFileSync(join(dir, 'guide', 'index.html'), '<p>');
    expect([...staticPaths(clientFiles(dir))].sort()).toEqual([
      '/_astro/card.abc123.js',
      '/favicon.svg',
      '/guide',
      '/guide/',
      '/guide/index.html',
      '/site.webmanifest',
    ]);
  });

  it('is empty for a build without a client folder', () => {
    expect(clientFiles(join(dir, 'missing'))).toEqual([]);
    expect(staticPaths(clientFiles(join(dir, 'missing'))).size).toBe(0);
  });
});
