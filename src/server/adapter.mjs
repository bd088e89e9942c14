// The node adapter, standalone, with the store's own server entry: the entry checks the configuration, migrates and
// seeds the database before the first request, and shuts down cleanly on SIGTERM. Everything else is @astrojs/node.
//
// This is the one place that reaches past @astrojs/node's documented options: the adapter offers no way to wrap its
// server, so its `astro:config:done` hook is called with a setAdapter that swaps in our `serverEntrypoint` (a field
// of Astro's public adapter API). entry.ts re-exports the adapter's own createExports, so requests are served by
// @astrojs/node unchanged. Check this file when upgrading @astrojs/node.
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
