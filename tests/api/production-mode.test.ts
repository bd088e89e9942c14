// The built server runs React in production mode when started as the shop starts it (scripts/server-command.mjs:
// `npm start`, the systemd unit, the README's command), and says so in its log when someone starts it without
// NODE_ENV=production, where react-dom's development build renders every page far slower.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, serverArguments, serverEnvironment } from '../../scripts/server-command.mjs';
import { seededDatabase } from '../support/seeded';

const { NODE_ENV: _, ...withoutMode } = process.env;

/** The react-dom files the built server loads with this environment (the server itself not started). */
function reactDomFiles(env: Record<string, string | undefined>): string[] {
  const script = `
    await import('./${SERVER_ENTRY}');
    const { createRequire } = await import('node:module');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(loaded.filter((f) => f.includes('react-dom'))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...env, ASTRO_NODE_AUTOSTART: 'disabled' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

describe('the built server', () => {
  it("loads react-dom's production build when started as the shop starts it", () => {
    const files = reactDomFiles(serverEnvironment(withoutMode));
    expect(files.some((f) => f.includes('.production.'))).toBe(true);
    expect(files.filter((f) => f.includes('development'))).toEqual([]);
  });

  it('starts with a heap flag this Node takes (only on the command line: NODE_OPTIONS refuses it)', () => {
    expect(serverArguments()).toEqual(['--heap-growing-percent=100', SERVER_ENTRY]);
    const flags = execFileSync(
      process.execPath,
      [...serverArguments().slice(0, -1), '-e', 'console.log(process.execArgv[0])'],
      { encoding: 'utf8' },
    );
    expect(flags.trim()).toBe('--heap-growing-percent=100');
  });

  it('warns in its log, with the command to use, when started without NODE_ENV=production', async () => {
    const database = await seededDatabase('mode');
    try {
      const started = spawnSync(process.execPath, [SERVER_ENTRY], {
        env: { ...withoutMode, DATABASE_URL: database.url, STORE_PREPARE_ONLY: 'true', ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(started.status).toBe(0);
      const warning = `${started.stdout}${started.stderr}`
        .split('\n')
        .find((line) => line.includes('NODE_ENV is not production'));
      expect(warning).toBeDefined();
      expect(JSON.parse(warning!)).toMatchObject({
        level: 'warn',
        start: 'NODE_ENV=production node --heap-growing-percent=100 dist/server/entry.mjs',
      });
    } finally {
      await database.drop();
    }
  }, 90_000);
});
