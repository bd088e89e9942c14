// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import storeServer from './src/server/adapter.mjs';

/** @type {{ context: 'server', access: 'secret' }} */
const runtime = { context: 'server', access: 'secret' };

export default defineConfig({
  output: 'server',
  adapter: storeServer({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321, host: 'localhost' },
  trailingSlash: 'ignore',
  security: { checkOrigin: false }, // the middleware's door rules check origin and content type with the API's error envelope
  image: {
    // spec 001 §9: output webp, densities 1 and 2, the shop's screen widths
    breakpoints: [320, 640, 768, 1024, 1280, 1536],
    // Sources come from the shop's image store (/cms/{id}), not from files.
    endpoint: { route: '/_image', entrypoint: './src/lib/images/image-endpoint.ts' },
  },
  // Every variable is read when the server starts, not baked into the build, so one build serves any site mode.
  env: {
    validateSecrets: true,
    schema: {
      HOST: envField.string({ ...runtime, optional: true }),
      PORT: envField.number({ ...runtime, optional: true, int: true, min: 1, max: 65535 }),
      SITE_ID: envField.enum({ ...runtime, values: ['DTC', 'HPSF'], default: 'DTC' }),
      PUBLIC_SITE_URL: envField.string({ ...runtime, optional: true, url: true }),
      DATABASE_URL: envField.string({ ...runtime, optional: true }),
      REDIS_URL: envField.string({ ...runtime, optional: true, startsWith: 'redis' }),
      AUTH_SECRET: envField.string({ ...runtime, optional: true, min: 32 }),
      TOKEN_INACTIVITY_TIME: envField.number({ ...runtime, int: true, min: 10, max: 86400, default: 900 }),
      CUSTOMER_TOKEN_TTL: envField.number({ ...runtime, int: true, min: 30, max: 3600, default: 300 }),
      FREE_TRIAL_CONSENT: envField.boolean({ ...runtime, default: false }),
      HAWAII_SHIPPING: envField.boolean({ ...runtime, default: false }),
      ZIP_OVERRIDE: envField.boolean({ ...runtime, default: false }),
      MAINTENANCE_MODE: envField.boolean({ ...runtime, default: false }),
      FREE_SHIPPING_EXCLUDED_TYPE: envField.string({ ...runtime, default: 'Treats' }),
      FIRST_AUTOSHIP_DISCOUNT_PERCENT: envField.number({ ...runtime, int: true, min: 0, max: 100, default: 35 }),
      PROGRAM_DISCOUNT_PERCENT: envField.number({ ...runtime, int: true, min: 0, max: 100, default: 20 }),
      PD_CUSTOMER_GROUPS: envField.string({ ...runtime, optional: true }),
      GTM_ID: envField.string({ ...runtime, optional: true, startsWith: 'GTM-' }),
      GIVING_STORE_ID: envField.string({ ...runtime, optional: true }),
      REVIEWS_SCRIPT_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'https://' }),
      AUTOSHIP_EVERY_SECONDS: envField.number({ ...runtime, int: true, min: 1, max: 86400, default: 300 }),
      SEED: envField.enum({ ...runtime, values: ['demo', 'none'], default: 'demo' }),
      // smtp://USER:PASSWORD@HOST:587 or smtps://…; checked at start by the mail settings (src/lib/mail/settings.ts).
      // Unset: mail stays in the outbox table, readable at /account/outbox and with `npm run outbox`.
      SMTP_URL: envField.string({ ...runtime, optional: true }),
      MAIL_FROM: envField.string({ ...runtime, default: 'Pet Food Store <no-reply@localhost>' }),
    },
  },
});
