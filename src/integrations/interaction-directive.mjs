// Registers `client:interaction` (src/lib/site/interaction-directive.ts): an island that hydrates when the shopper
// first reaches for it, so a page whose islands wait for that loads no script at all until then.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export default function interactionDirective() {
  return {
    name: 'store-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../lib/site/interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
