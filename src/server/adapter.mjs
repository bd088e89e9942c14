// The node adapter, standalone, with the store's own server entry: the entry checks the configuration, migrates and
// seeds the database before the first request, and shuts down cleanly on SIGTERM. Everything else is @astrojs/node.
import node from '@astrojs/node';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./entry.ts', import.meta.url));

/** @param {import('@astrojs/node').Options} options @returns {import('astro').AstroIntegration} */
export default function storeServer(options) {
  const inner = node(options);
  const configDone = inner.hooks['astro:config:done'];
  return {
    name: 'store-server',
    hooks: {
      ...inner.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (adapter) => params.setAdapter({ ...adapter, serverEntrypoint: entry }),
        }),
    },
  };
}
