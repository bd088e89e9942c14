// A server that dies comes back (issue: trust, round two): `npm start` and `npm run serve` run the server under
// scripts/supervise.mjs, and deploy/petfood-store.service does the same under systemd. A bad setting is not retried.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../support/seeded';
import { exited, freePort } from '../support/server';
import { serverArguments } from '../../scripts/server-command.mjs';

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

function supervise(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['scripts/supervise.mjs'], {
    env: { ...process.env, HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The pid of the server the supervisor runs, once it answers its health check. */
async function serverPid(supervisor: ChildProcess, url: string, notPid?: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const children = spawnSync('pgrep', ['-P', String(supervisor.pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number)
      .filter((pid) => pid !== notPid);
    try {
      if (children.length === 1 && (await fetch(`${url}/api/health`)).ok) return children[0]!;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not come up');
}

describe('the supervised server', () => {
  it('comes back after it is killed, and stops for good on SIGTERM', async () => {
    const database = await seededDatabase('supervised');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child: supervisor, output } = supervise({ DATABASE_URL: database.url, PORT: String(port) });
    try {
      const first = await serverPid(supervisor, url);
      process.kill(first, 'SIGKILL');
      const second = await serverPid(supervisor, url, first);
      expect(second).not.toBe(first);
      expect(output()).toContain('"msg":"the server died; starting it again"');
      expect((await fetch(`${url}/products`)).status).toBe(200);
      supervisor.kill('SIGTERM');
      expect(await exited(supervisor)).toBe(0);
      expect(spawnSync('kill', ['-0', String(second)]).status).not.toBe(0); // the server went with it
    } finally {
      await database.drop();
    }
  }, 150_000);

  it('does not start a server with a bad setting again', async () => {
    const { child, output } = supervise({ SITE_ID: 'SHOP', PORT: String(await freePort()) });
    expect(await exited(child)).toBe(78);
    expect(output().match(/Configuration error: SITE_ID/g)).toHaveLength(1);
  }, 30_000);
});

describe('the systemd unit', () => {
  const unit = readFileSync('deploy/petfood-store.service', 'utf8');

  it('starts the server again whenever it dies but for a bad setting, and stops it with SIGTERM', () => {
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^RestartPreventExitStatus=78$/m);
    // The same command as npm start's (scripts/server-command.mjs).
    expect(unit.split('\n')).toContain(`ExecStart=/usr/bin/node ${serverArguments().join(' ')}`);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it.runIf(existsSync('/usr/bin/systemd-analyze'))('is a unit systemd accepts', () => {
    const result = spawnSync('/usr/bin/systemd-analyze', ['verify', 'deploy/petfood-store.service'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
