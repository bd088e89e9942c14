// The components' own tests: Astro components rendered with Astro's container API, which needs Astro's Vite setup
// (getViteConfig) to compile `.astro` files. The other projects are in vitest.config.ts.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    name: 'components',
    include: ['tests/components/**/*.test.ts'],
    environment: 'node',
  },
});
