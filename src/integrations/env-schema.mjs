// The store's settings, one field each in astro:env's schema form. astro.config.mjs hands it to astro:env, and the
// server entry checks the whole environment against it at start, so an operator sees every bad variable at once.
// Plain objects (what astro's envField helper returns), so reading them at run time loads nothing of Astro's build.

/** @type {{ context: 'server', access: 'secret' }} */
const runtime = { context: 'server', access: 'secret' };

/** @type {NonNullable<NonNullable<import('astro').AstroUserConfig['env']>['schema']>} */
export const envSchema = {
  HOST: { type: 'string', ...runtime, optional: true },
  PORT: { type: 'number', ...runtime, optional: true, int: true, min: 1, max: 65535 },
  SITE_ID: { type: 'enum', ...runtime, values: ['DTC', 'HPSF'], default: 'DTC' },
  PUBLIC_SITE_URL: { type: 'string', ...runtime, optional: true, url: true },
  DATABASE_URL: { type: 'string', ...runtime, optional: true },
  // Comma-separated addresses or CIDR ranges of the proxies in front of the server; checked at start.
  TRUSTED_PROXIES: { type: 'string', ...runtime, optional: true },
  REDIS_URL: { type: 'string', ...runtime, optional: true, startsWith: 'redis' },
  // What the store's Redis keys and channels start with, so deployments (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: { type: 'string', ...runtime, default: 'petfood:' },
  AUTH_SECRET: { type: 'string', ...runtime, optional: true, min: 32 },
  TOKEN_INACTIVITY_TIME: { type: 'number', ...runtime, int: true, min: 10, max: 86400, default: 900 },
  CUSTOMER_TOKEN_TTL: { type: 'number', ...runtime, int: true, min: 30, max: 3600, default: 300 },
  FREE_TRIAL_CONSENT: { type: 'boolean', ...runtime, default: false },
  HAWAII_SHIPPING: { type: 'boolean', ...runtime, default: false },
  ZIP_OVERRIDE: { type: 'boolean', ...runtime, default: false },
  MAINTENANCE_MODE: { type: 'boolean', ...runtime, default: false },
  FREE_SHIPPING_EXCLUDED_TYPE: { type: 'string', ...runtime, default: 'Treats' },
  FIRST_AUTOSHIP_DISCOUNT_PERCENT: { type: 'number', ...runtime, int: true, min: 0, max: 100, default: 35 },
  PROGRAM_DISCOUNT_PERCENT: { type: 'number', ...runtime, int: true, min: 0, max: 100, default: 20 },
  // Dollars of food a staff member may order in a calendar month (the customer's quotaValue, quotaReached); 0: no limit.
  PROGRAM_MONTHLY_QUOTA: { type: 'number', ...runtime, int: true, min: 0, max: 1000000, default: 500 },
  // The account groups whose staff see and order Prescription Diet (spec 000 §4), comma-separated; empty: none.
  PD_CUSTOMER_GROUPS: { type: 'string', ...runtime, default: 'ZVET' },
  GTM_ID: { type: 'string', ...runtime, optional: true, startsWith: 'GTM-' },
  // The giving store (32 hex digits; dashes, braces, spaces ignored); unset: the demo store. Checked at start
  // by src/lib/giving/settings.ts.
  GIVING_STORE_ID: { type: 'string', ...runtime, optional: true },
  REVIEWS_SCRIPT_URL: { type: 'string', ...runtime, optional: true, url: true, startsWith: 'https://' },
  AUTOSHIP_EVERY_SECONDS: { type: 'number', ...runtime, int: true, min: 1, max: 86400, default: 300 },
  RUNNING_LOW_EVERY_SECONDS: { type: 'number', ...runtime, int: true, min: 1, max: 86400, default: 3600 },
  // The bearer token GET /metrics asks for (Prometheus' authorization.credentials); unset, /metrics answers 404.
  METRICS_TOKEN: { type: 'string', ...runtime, optional: true, min: 16 },
  SEED: { type: 'enum', ...runtime, values: ['demo', 'none'], default: 'demo' },
  // true: migrate and seed the database, then exit instead of serving (src/lib/seed/seed-apart.server.ts).
  STORE_PREPARE_ONLY: { type: 'boolean', ...runtime, default: false },
  // smtp://USER:PASSWORD@HOST:587 or smtps://…; checked at start by the mail settings (src/lib/mail/settings.ts).
  // Unset: mail stays in the outbox table, readable at /account/outbox and with `npm run outbox`.
  SMTP_URL: { type: 'string', ...runtime, optional: true },
  MAIL_FROM: { type: 'string', ...runtime, default: 'Pet Food Store <no-reply@localhost>' },
};
