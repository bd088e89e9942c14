// The node adapter in its `middleware` mode, with the store's own server entry: the entry checks the configuration,
// migrates and seeds the database, starts the server (http-server.ts) that hands requests to the adapter's handler,
// and shuts down cleanly on SIGTERM.
//
// This is the one place that reaches past @astrojs/node's documented options: the adapter's middleware mode expects a
// server of one's own to import its handler from the build, but the store's start-up is part of the build, so the
// adapter's `astro:config:done` hook is called with a setAdapter that swaps in our `serverEntrypoint` (a field of
// Astro's public adapter API). entry.ts re-exports the adapter's own createExports, so requests are rendered by
// @astrojs/node unchanged. Check this file when upgrading @astrojs/node.
import node from '@astrojs/node';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../server/entry.ts', import.meta.url));

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
