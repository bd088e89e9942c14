// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import storeServer from './src/integrations/adapter.mjs';
import buildId from './src/integrations/build-id.mjs';
import productionBuild from './src/integrations/production-build.mjs';
import interactionDirective from './src/integrations/interaction-directive.mjs';
import { cspDirectives } from './src/integrations/csp.mjs';
import { envSchema } from './src/integrations/env-schema.mjs';
import { SCREEN_WIDTHS } from './src/lib/images/buckets.ts';

export default defineConfig({
  output: 'server',
  // Pages render whole, not streamed: every page is either kept in the page cache or compressed whole before it goes
  // out, so a stream would be gathered up again at once, and measured, a streamed render cost more CPU than a whole
  // one (bench/README.md).
  adapter: storeServer({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), buildId(), productionBuild(), interactionDirective()],
  server: { port: 4321, host: 'localhost' },
  trailingSlash: 'ignore',
  security: { checkOrigin: false }, // the middleware's door rules check origin and content type with the API's error envelope
  image: {
    // spec 001 §9: output webp, densities 1 and 2, the shop's screen widths (the ones /_image makes)
    breakpoints: [...SCREEN_WIDTHS],
    // Sources come from the shop's image store (/cms/{id}), not from files.
    endpoint: { route: '/_image', entrypoint: './src/integrations/image-endpoint.ts' },
    service: { entrypoint: './src/integrations/image-service.mjs' },
  },
  experimental: {
    // A Content Security Policy header on every page: scripts only from the shop and the hashes of the ones Astro
    // built; the middleware leaves style-src at 'self' 'unsafe-inline' (see src/integrations/csp.mjs).
    csp: { directives: cspDirectives, scriptDirective: { resources: ["'self'"] } },
  },
  // Every variable is read when the server starts, not baked into the build, so one build serves any site mode.
  env: {
    validateSecrets: true,
    schema: envSchema,
  },
});
