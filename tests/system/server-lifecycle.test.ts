// What an operator sees: configuration errors at start, one JSON line per request, a clean stop, faults as the 500 page.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { sql } from 'kysely';
import { connect } from '../../src/lib/db/connect.server';
import { openDatabase } from '../../src/lib/db/open.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { dialect, freshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { within2s } from '../support/poll';
import { exited, startServer, type RunningServer } from '../support/server';

/** README "Demo accounts": shopper, staff, newstaff, editor, operator and admin. */
const DEMO_ACCOUNT_COUNT = 6;

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['dist/server/entry.mjs'], {
    env: { ...process.env, PORT: '4999', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('configuration at start', () => {
  it('stops with one line naming the variable and what it must be', () => {
    const result = startWith({ SITE_ID: 'SHOP' });
    expect(result.status).toBe(78); // EX_CONFIG: a supervisor does not start it again
    expect(result.stderr.trim()).toBe('Configuration error: SITE_ID must be one of DTC, HPSF (got "SHOP")');
  });

  it('names every bad variable, one line each', () => {
    const result = startWith({ TOKEN_INACTIVITY_TIME: 'soon', FREE_TRIAL_CONSENT: 'yes' });
    expect(result.status).toBe(78); // EX_CONFIG: a supervisor does not start it again
    expect(result.stderr.trim().split('\n')).toEqual([
      'Configuration error: TOKEN_INACTIVITY_TIME must be a whole number from 10 to 86400 (got "soon")',
      'Configuration error: FREE_TRIAL_CONSENT must be true or false (got "yes")',
    ]);
  });

  it('says the database could not be opened when it does not answer', () => {
    const result = startWith({ DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Database error: the database could not be opened: .*ECONNREFUSED/);
  });

  it('refuses a preparing switch that is not true or false', () => {
    const result = startWith({ STORE_PREPARE_ONLY: '1' });
    expect(result.status).toBe(78); // EX_CONFIG: a supervisor does not start it again
    expect(result.stderr.trim()).toBe('Configuration error: STORE_PREPARE_ONLY must be true or false (got "1")');
  });

  it('refuses a database URL it cannot use', () => {
    const result = startWith({ DATABASE_URL: 'mysql://shop@localhost/shop' });
    expect(result.status).toBe(78); // EX_CONFIG: a supervisor does not start it again
    expect(result.stderr).toContain('Configuration error: DATABASE_URL must be file:PATH for SQLite or postgres://');
  });
});

describe('running and stopping', () => {
  it('logs one JSON line per request and stops cleanly on SIGTERM', async () => {
    const database = await seededDatabase('life');
    const server = await startServer({ DATABASE_URL: database.url });
    await fetch(`${server.url}/faq?utm=1`);
    // The request lines of 20 ms go out together, just after the answers they log.
    const logged = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    const lines = await within2s(
      async () => logged(),
      (seen) => seen.some((l) => l.path === '/faq'),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'request', method: 'GET', path: '/faq', status: 200 }),
    );
    expect(lines.filter((l) => l.path === '/faq')).toHaveLength(1);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    await database.drop();
  });

  it('cuts off a body that stops arriving, and logs a client that went away as that, not as a fault', async () => {
    const database = await seededDatabase('slow');
    const server = await startServer({ DATABASE_URL: database.url });
    const { port } = new URL(server.url);
    const partial = (body: string) =>
      [
        'POST /api/send-contact-us HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${server.url}`,
        'Content-Type: application/json',
        'Content-Length: 400',
        '',
        body,
      ].join('\r\n');
    const closedAfter = (socket: ReturnType<typeof createConnection>) =>
      new Promise<number>((resolve) => {
        const start = Date.now();
        socket.on('close', () => resolve(Date.now() - start));
        socket.on('error', () => undefined);
      });
    // A stalled body, and headers that stop halfway: the server closes both by itself, within its 15 s of silence.
    const stalled = createConnection({ host: '127.0.0.1', port: Number(port) });
    const halfHeaders = createConnection({ host: '127.0.0.1', port: Number(port) });
    const closed = [closedAfter(stalled), closedAfter(halfHeaders)];
    stalled.write(partial('{"data":'));
    halfHeaders.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
    for (const after of await Promise.all(closed)) expect(after).toBeLessThan(25_000);
    // A client that hangs up mid-body.
    const gone = createConnection({ host: '127.0.0.1', port: Number(port) });
    gone.on('error', () => undefined);
    gone.write(partial('{"data":'));
    await new Promise((r) => setTimeout(r, 300));
    gone.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect(server.output()).not.toContain('unhandled fault');
    expect(server.output()).toContain('"msg":"client went away"');
    expect(await server.stop()).toBe(0);
    await database.drop();
  }, 40_000);

  // The scale-out path (DESIGN §2): instances share PostgreSQL. One SQLite file is one machine's store.
  it.runIf(dialect === 'postgres')(
    'seeds a new database once when two instances start on it at the same moment, with no error in either log',
    async () => {
      const database = await freshDatabase('twostart');
      const [first, second] = await Promise.all([
        startServer({ DATABASE_URL: database.url }),
        startServer({ DATABASE_URL: database.url }),
      ]);
      try {
        for (const server of [first, second]) {
          expect(server.output()).not.toMatch(/duplicate key|UNIQUE constraint|ERROR/i);
          expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        }
        const db = connect(parseDatabaseUrl(database.url));
        try {
          const profiles = await db.selectFrom('profiles').select('user_id').execute();
          expect(profiles).toHaveLength(DEMO_ACCOUNT_COUNT); // each demo account, once
        } finally {
          await db.destroy();
        }
      } finally {
        await Promise.all([first.stop(), second.stop()]);
        await database.drop();
      }
    },
    60_000,
  );

  it('renders the error page with status 500 and no stack when a fault happens', async () => {
    const database = await seededDatabase('fault');
    const server = await startServer({ DATABASE_URL: database.url });
    const db = connect(parseDatabaseUrl(database.url));
    await sql`drop table content_entries`.execute(db); // the content store is gone under a running server
    await db.destroy();
    const response = await fetch(`${server.url}/some-content-page`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<title>500 Error');
    expect(html).toContain('Back To Homepage');
    expect(html).not.toMatch(/at .*\.(m?js|ts):\d+|SqliteError|relation .* does not exist/);
    const api = await fetch(`${server.url}/api/cms/v1.0/get-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
    server.process.kill('SIGTERM');
    await exited(server.process);
    await database.drop();
  });

  it.runIf(dialect === 'postgres')('answers 503 from /api/health while the database is down', async () => {
    const database = await seededDatabase('health');
    const server = await startServer({ DATABASE_URL: database.url });
    await database.drop(); // ends the server's connections and removes its database
    const down = await fetch(`${server.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'error', db: 'down' });
    expect(await server.stop()).toBe(0);
  });
});

describe('seeding a new database', () => {
  const residentMb = (pid: number | undefined) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  const seededApart = (output: string) => output.split('\n').filter((l) => l.includes('seeded the new database apart'));

  // Issue 16 (speed), item 5: seeding in the server left it holding 460-520 MB until it was restarted.
  it('seeds in a process of its own, so the server starts with only the memory it serves with', async () => {
    const database = await freshDatabase('apart');
    const servers: RunningServer[] = [];
    try {
      const first = await startServer({ DATABASE_URL: database.url });
      servers.push(first);
      expect(seededApart(first.output())).toHaveLength(1);
      expect(residentMb(first.process.pid)).toBeLessThan(300);
      const page = await (await fetch(`${first.url}/products`)).text();
      expect(page).toContain('Science Diet');
      expect(await first.stop()).toBe(0);
      const db = connect(parseDatabaseUrl(database.url));
      try {
        expect(await db.selectFrom('profiles').select('user_id').execute()).toHaveLength(DEMO_ACCOUNT_COUNT);
      } finally {
        await db.destroy();
      }
      // Started again on the seeded database, it seeds nothing.
      const again = await startServer({ DATABASE_URL: database.url });
      servers.push(again);
      expect(seededApart(again.output())).toEqual([]);
      expect(await again.stop()).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    }
  }, 90_000);

  it('prepares a database and exits without serving when asked to, as a release step', async () => {
    const database = await freshDatabase('prepare');
    try {
      const result = spawnSync(process.execPath, ['dist/server/entry.mjs'], {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '4997',
          DATABASE_URL: database.url,
          STORE_PREPARE_ONLY: 'true',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('"msg":"the store is prepared"');
      expect(result.stdout).not.toContain('Server listening');
      const db = connect(parseDatabaseUrl(database.url));
      try {
        expect((await db.selectFrom('products').select('id').execute()).length).toBeGreaterThan(0);
        expect(await db.selectFrom('profiles').select('user_id').execute()).toHaveLength(DEMO_ACCOUNT_COUNT);
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  }, 90_000);

  it('stops with a clear error when the seeding fails, and writes no half catalogue', async () => {
    const database = await freshDatabase('apartfail');
    const db = await openDatabase(database.url);
    try {
      await sql`drop table images`.execute(db); // the catalogue's seed writes the product art here
      const result = spawnSync(process.execPath, ['dist/server/entry.mjs'], {
        env: { ...process.env, HOST: '127.0.0.1', PORT: '4998', DATABASE_URL: database.url },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'Database error: the new database could not be seeded: the process seeding the new database failed (exit code 1)',
      );
      expect(await db.selectFrom('products').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 90_000);
});
