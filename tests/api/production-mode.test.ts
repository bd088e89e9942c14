// The built server runs React in production mode however it is started (issue: speed): `node dist/server/entry.mjs`
// without NODE_ENV loaded react-dom's development build, which renders every page far slower.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The react-dom files the built server loads when started with this environment (the server itself not started). */
function reactDomFiles(env: Record<string, string>): string[] {
  const script = `
    await import('./dist/server/entry.mjs');
    const { createRequire } = await import('node:module');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({ mode: process.env.NODE_ENV, files: loaded.filter((f) => f.includes('react-dom')) }));`;
  const { NODE_ENV: _, ...rest } = process.env;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...rest, ASTRO_NODE_AUTOSTART: 'disabled', ...env },
    encoding: 'utf8',
  });
  const answer = JSON.parse(out.trim().split('\n').at(-1)!) as { mode: string; files: string[] };
  expect(answer.mode).toBe('production');
  return answer.files;
}

describe('the built server', () => {
  it("loads react-dom's production build when started without NODE_ENV", () => {
    const files = reactDomFiles({});
    expect(files.some((f) => f.includes('server.node.production') || f.includes('.production.'))).toBe(true);
    expect(files.filter((f) => f.includes('development'))).toEqual([]);
  });

  it('runs in production mode even when NODE_ENV says development', () => {
    expect(reactDomFiles({ NODE_ENV: 'development' }).filter((f) => f.includes('development'))).toEqual([]);
  });
});
