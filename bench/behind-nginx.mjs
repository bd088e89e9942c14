// Guest pages behind nginx, configured as README.md "Scaling out" shows (nginx serves the build's files and keeps
// guest pages for as long as the store's Cache-Control allows): each page's rate beside the rate of a build file
// nginx serves itself of about the page's size on the wire.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, NGINX, nginxConfig, startNginx, stopChild } from '../scripts/scale/infra.mjs';
import { load } from './pages.mjs';

/**
 * @param {string} store the instance's address, host:port
 * @param {{ staticPath: string, pages: [string, string][], connections: number, seconds: number }} options
 * @returns {Promise<null | { staticFile: { rps: number }, pages: [string, string, { rps: number }][] }>} null without nginx
 */
export async function benchBehindNginx(store, { staticPath, pages, connections, seconds }) {
  if (!existsSync(NGINX)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers write their temporary files under it
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, instances: [{ address: store }], client: resolve('dist/client') }));
  let nginx = null;
  try {
    nginx = await startNginx(dir, conf, port);
    const options = { connections, seconds, pid: nginx.pid };
    const staticFile = await load(`${base}${staticPath}`, options);
    const measured = [];
    for (const [label, path] of pages) measured.push([label, path, await load(`${base}${path}`, options)]);
    return { staticFile, pages: measured };
  } finally {
    await stopChild(nginx);
    rmSync(dir, { recursive: true, force: true });
  }
}
