// What a production build needs beyond Astro's own output (issue: speed):
// - the server runs React and every library in production mode however it is started: `node dist/server/entry.mjs`
//   without NODE_ENV would otherwise load react-dom's development build, which is far slower. The entry's first
//   import sets NODE_ENV before anything else is loaded (an ES module's imports run in order, first to last);
// - every compressible static file gets brotli (best quality) and gzip copies beside it, made once here, which the
//   server's front door sends to clients that take them (src/server/static-files.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.html']);
const MIN_BYTES = 1024;
const MODE_FILE = 'production-mode.mjs';

/** Every file below `dir` (the server's static-file table reads the same list). @param {string} dir @returns {string[]} */
export const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** @param {string} clientDir @returns {number} how many files were compressed */
export function precompress(clientDir) {
  let count = 0;
  for (const path of filesUnder(clientDir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
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

/** @param {string} serverDir */
export function forceProductionMode(serverDir) {
  writeFileSync(join(serverDir, MODE_FILE), "process.env.NODE_ENV = 'production';\n");
  const entry = join(serverDir, 'entry.mjs');
  const source = readFileSync(entry, 'utf8');
  if (!source.startsWith(`import './${MODE_FILE}';`)) writeFileSync(entry, `import './${MODE_FILE}';\n${source}`);
}

/** @returns {import('astro').AstroIntegration} */
export default function productionBuild() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'store-production-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': ({ dir, logger }) => {
        if (serverDir) forceProductionMode(fileURLToPath(serverDir));
        logger.info(`precompressed ${precompress(fileURLToPath(dir))} static files (brotli and gzip)`);
      },
    },
  };
}
