// Starts the built server (dist/server/entry.mjs) as an operator would, on a free port, and stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { serverArguments, serverEnvironment } from '../../scripts/server-command.mjs';

export type RunningServer = {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The database of each server this process started, so a helper can read what that store wrote (its outbox). */
const databases = new Map<string, string>();
export const databaseOf = (base: string): string | undefined => databases.get(base);

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('Build the store first (npx astro build)');
  const port = await freePort();
  const child = spawn(process.execPath, serverArguments(), {
    env: {
      ...serverEnvironment(process.env),
      HOST: '127.0.0.1',
      PORT: String(port),
      ASTRO_TELEMETRY_DISABLED: '1',
      // The suites play the proxy on loopback: X-Forwarded-For stands for the address that proxy saw.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A minute: on a busy two-core machine a first start migrates, seeds and renders the product art.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (env.DATABASE_URL) databases.set(url, env.DATABASE_URL);
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}

/** POSTs JSON the way the store's own pages do (same origin). */
export function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POSTs a form the way a page's own <form method="post"> does (same origin, urlencoded). */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
