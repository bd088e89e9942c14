// Puts src/server/island-renderer.ts in place of @astrojs/react's server renderer: the integration keeps everything
// else it does (the JSX build, the client renderer, its options module), only the server entry changes.
import { fileURLToPath } from 'node:url';

/**
 * @param {import('astro').AstroIntegration} react the @astrojs/react integration, as `react({...})` made it
 * @returns {import('astro').AstroIntegration}
 */
export default function islandRenders(react) {
  const setup = react.hooks['astro:config:setup'];
  if (!setup) throw new Error('@astrojs/react no longer adds its renderer at astro:config:setup');
  const serverEntrypoint = fileURLToPath(new URL('./island-renderer.ts', import.meta.url));
  return {
    ...react,
    hooks: {
      ...react.hooks,
      'astro:config:setup': (options) =>
        setup({
          ...options,
          addRenderer: (renderer) =>
            options.addRenderer(renderer.name === '@astrojs/react' ? { ...renderer, serverEntrypoint } : renderer),
        }),
    },
  };
}
