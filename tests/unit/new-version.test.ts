import { describe, expect, it } from 'vitest';
import {
  RELOAD_GUARD_MS,
  isChunkLoadError,
  isNewBuild,
  latestBuildUrl,
  mayReloadAfterChunkError,
  parseBuildInfo,
  shouldReloadOnNavigation,
} from '../../src/lib/site/new-version';

describe('new versions (spec 000 §4)', () => {
  it('polls the latest-build file with a timestamp query', () => {
    expect(latestBuildUrl(1700000000000)).toBe('/build/latest.json?t=1700000000000');
  });

  it('reads the build file, and nothing else, as a build', () => {
    expect(parseBuildInfo({ id: 'abc', timestamp: 5 })).toEqual({ id: 'abc', timestamp: 5 });
    expect(parseBuildInfo({ id: '', timestamp: 5 })).toBeNull();
    expect(parseBuildInfo({ id: 'abc' })).toBeNull();
    expect(parseBuildInfo('<html>')).toBeNull();
    expect(parseBuildInfo(null)).toBeNull();
  });

  it('knows a new build only when the id changed', () => {
    expect(isNewBuild('a', { id: 'a', timestamp: 1 })).toBe(false);
    expect(isNewBuild('a', { id: 'b', timestamp: 1 })).toBe(true);
    expect(isNewBuild('a', null)).toBe(false);
  });

  const page = 'https://shop.test/products?page=2';
  const click = (href: string, elsewhere = false) => ({ href, page, elsewhere });

  it('makes the next link navigation a full load once the build changed', () => {
    expect(shouldReloadOnNavigation(true, click('/cart'))).toBe(true);
    expect(shouldReloadOnNavigation(true, click('https://shop.test/products?page=3'))).toBe(true);
    expect(shouldReloadOnNavigation(false, click('/cart'))).toBe(false);
  });

  it('leaves other sites, same-page anchors and links opened elsewhere to the browser', () => {
    expect(shouldReloadOnNavigation(true, click('https://elsewhere.test/'))).toBe(false);
    expect(shouldReloadOnNavigation(true, click('/products?page=2#main'))).toBe(false);
    expect(shouldReloadOnNavigation(true, click('/cart', true))).toBe(false);
  });
});

describe('failed chunks reload the page at most once per 10 s (spec 000 §4, §9)', () => {
  const now = 1_000_000;
  it('reloads when it never did, or did 10 s ago or more', () => {
    expect(mayReloadAfterChunkError(null, now)).toBe(true);
    expect(mayReloadAfterChunkError(String(now - RELOAD_GUARD_MS), now)).toBe(true);
    expect(mayReloadAfterChunkError('not a time', now)).toBe(true);
  });
  it('does not reload again within 10 s', () => {
    expect(mayReloadAfterChunkError(String(now - 1), now)).toBe(false);
    expect(mayReloadAfterChunkError(String(now - RELOAD_GUARD_MS + 1), now)).toBe(false);
  });
  it('recognises a chunk that failed to load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
