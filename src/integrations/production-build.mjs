// Every compressible static file of a build gets brotli (best quality) and gzip copies beside it, made once here,
// which the server sends to clients that take them (src/server/http-server.ts), as nginx's brotli_static and
// gzip_static do in front of it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.html']);
const MIN_BYTES = 1024;

/** @param {string} clientDir @returns {number} how many files were compressed */
export function precompress(clientDir) {
  let count = 0;
  for (const name of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    const path = join(clientDir, name);
    const stats = statSync(path);
    if (!stats.isFile() || !COMPRESSIBLE.has(extname(path)) || stats.size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** @returns {import('astro').AstroIntegration} */
export default function productionBuild() {
  return {
    name: 'store-production-build',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        logger.info(`precompressed ${precompress(fileURLToPath(dir))} static files (brotli and gzip)`);
      },
    },
  };
}
