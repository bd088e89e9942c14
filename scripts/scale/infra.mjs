// What the scale test runs on: nginx (installed from Debian's packages when missing), a fresh PostgreSQL database, a
// fresh Redis key prefix, the store's instances and nginx as child processes, each with a way to be taken down again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { env, must } from '../lib.mjs';
import { serverArguments, serverEnvironment } from '../server-command.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's nginx, installed the way the test command installs Chromium: no other source can be reached here. */
export async function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing at ${NGINX}. Install it with: sudo apt-get install -y nginx`);
    process.exit(1);
  }
  await must('apt-get update', 'apt-get', ['update', '-qq']);
  await must('apt-get install nginx', 'apt-get', ['install', '-y', '-qq', 'nginx'], {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the local PostgreSQL server, and how to drop it (also while connections are still open). */
export async function freshDatabase() {
  const name = `scale_test_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A key prefix of this run's own on the local Redis; drop() deletes every key under it. */
export function freshRedisPrefix() {
  const prefix = `petfood-scale-${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    drop: async () => {
      const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
      try {
        await client.connect();
        let cursor = '0';
        let deleted = 0;
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) deleted += await client.del(...keys);
          cursor = next;
        } while (cursor !== '0');
        return deleted;
      } finally {
        client.disconnect();
      }
    },
  };
}

/** Waits for the process to end, for `ms` at most; answers whether it ended. */
function ended(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM, then SIGKILL when it has not ended within `ms`. */
export async function stopChild(child, ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await ended(child, ms))) {
    child.kill('SIGKILL');
    await ended(child, 2000);
  }
}

/** Starts `node dist/server/entry.mjs` with this environment and waits until /api/health answers 200. */
export async function startInstance(name, port, instanceEnv, logDir) {
  const logPath = join(logDir, `${name}.log`);
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, serverArguments(), {
    env: { ...serverEnvironment(env), HOST: '127.0.0.1', PORT: String(port), ...instanceEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const instance = { name, port, address: `127.0.0.1:${port}`, child, logPath, killedAt: null };
  const deadline = Date.now() + 120_000; // the first instance migrates and seeds a new database
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}:\n${tail(logPath)}`);
    try {
      if ((await fetch(`http://${instance.address}/api/health`, { signal: AbortSignal.timeout(2000) })).ok)
        return instance;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`instance ${name} did not become healthy:\n${tail(logPath)}`);
    await sleep(200);
  }
}

export function tail(path, lines = 30) {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The nginx configuration the test runs, the one README.md recommends, with paths inside `dir` and one addition for
 * the test only: the X-Upstream answer header, which tells the test which instance served each answer.
 */
/**
 * nginx in front of `instances`, as README.md "Scaling out" configures it. `client`: the build's client folder, for
 * nginx to serve its files and keep guest pages as README.md shows (the bench); without it every request reaches an
 * instance (the scale test counts what the instances answer).
 */
export function nginxConfig({ dir, port, instances, client = null }) {
  const pageCache = client
    ? `
      proxy_cache pages;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;`
    : '';
  const files = client
    ? `
    location /_astro/ {
      root ${client};
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
`
    : '';
  return `# Written by scripts/scale-test.mjs or bench/behind-nginx.mjs for one run; see README.md "Scaling out".
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  log_format upstreams '$remote_addr "$request" $status up=$upstream_addr up_status=$upstream_status '
                       'up_time=$upstream_response_time';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${client ? `  proxy_cache_path ${dir}/cache keys_zone=pages:10m max_size=200m inactive=10m;\n` : ''}
  upstream store {
    # One failure takes an instance out of the rotation for 5 s; then nginx tries it again with one request.
${instances.map((i) => `    server ${i.address} max_fails=1 fail_timeout=5s;`).join('\n')}
    # Reused connections to the instances. Close them before the store does (it drops an idle connection after 5 s):
    # a request nginx writes into a connection the store is closing fails, and a POST that failed that way is not
    # retried (below).
    keepalive 32;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${port};
${files}
    location / {${pageCache}
      proxy_pass http://store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The store believes this header only from TRUSTED_PROXIES, and reads the entry nginx adds (the client's
      # address) for its per-client limits.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A dead instance refuses the connection at once; a hung one is given up on after 1 s.
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      # nginx's default, written out: a request that failed on one instance goes to the other ONLY when it is
      # idempotent (GET, HEAD, PUT, DELETE, OPTIONS), or when it never reached the first instance (connection
      # refused). A POST that reached an instance which then died may have done its work (a cart line added, an
      # order placed): sending it again blindly could do it twice, so nginx answers 502 and the client decides. A
      # client recovers safely: Place Order sent again with the same attempt token answers the order the first try
      # made, and this test's shoppers read a cart back before changing it again. Never add non_idempotent here.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Runs nginx in the foreground as a child of this process, and waits until it answers on its port. */
export async function startNginx(dir, confPath, port) {
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', confPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return child;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}:\n${output}`);
    await sleep(100);
  }
}
