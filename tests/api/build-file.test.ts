// The build file (API.md "Build file", spec 000 §4, §7): the running build, never cached.
import { statSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

describe('GET /build/latest.json (spec 000 §4, §7)', () => {
  it('answers the running build, not cacheable, the same on every request', async () => {
    const first = await fetch(`${dtc}/build/latest.json?t=${Date.now()}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const build: unknown = await first.json();
    expect(build).toEqual({ id: expect.any(String), timestamp: expect.any(Number) });

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await fetch(`${dtc}/build/latest.json?t=${Date.now()}`);
    expect(await second.json()).toEqual(build);
  });

  it('was fixed when the shop was built, not when a server started: two servers of one build agree', async () => {
    const read = async (base: string) => (await fetch(`${base}/build/latest.json`)).json() as Promise<unknown>;
    const [dtcBuild, hpsfBuild] = await Promise.all([read(dtc), read(hpsf)]);
    expect(hpsfBuild).toEqual(dtcBuild);
    const { timestamp } = dtcBuild as { timestamp: number };
    expect(timestamp).toBeLessThanOrEqual(statSync('dist/server/entry.mjs').mtimeMs);
  });
});
