// The running server's configuration, read from the environment at start (astro:env, validated in the server entry).
import * as env from 'astro:env/server';
import type { SiteId } from './site';
import { absoluteLink, linkOrigin } from './public-address';

export const siteId = (): SiteId => env.SITE_ID;

export const publicSiteUrl = (): string | undefined => env.PUBLIC_SITE_URL;

/** The origin for links the site writes about itself: PUBLIC_SITE_URL when set, else the host the browser addressed. */
export function siteOrigin(request: Request, url: URL): string {
  if (env.PUBLIC_SITE_URL) return new URL(env.PUBLIC_SITE_URL).origin;
  const host = request.headers.get('host');
  return host && /^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host) ? `${url.protocol}//${host}` : url.origin;
}

/** Whether the shop is served over https: PUBLIC_SITE_URL when set, else the address the request came to. */
export const servedOverHttps = (url: URL): boolean => (env.PUBLIC_SITE_URL ?? url.href).startsWith('https:');

/** Cookies are Secure wherever the shop is served over https (DESIGN §5). */
export const secureCookies = servedOverHttps;

export function features() {
  return {
    freeTrialConsent: env.FREE_TRIAL_CONSENT,
    hawaiiShipping: env.HAWAII_SHIPPING,
    zipOverride: env.ZIP_OVERRIDE,
    maintenance: env.MAINTENANCE_MODE,
  };
}

/** Redis for the state instances share that is not durable data (DESIGN §5); unset, the database holds it. */
export const redisSettings = (): { url: string; prefix: string } | null =>
  env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX } : null;

/** The third-party review widget's script (spec 000 §1); no widget is loaded without it. */
export const reviewsScriptUrl = (): string | undefined => env.REVIEWS_SCRIPT_URL;

export const gtmId = (): string | undefined => env.GTM_ID;

/** The token an operator's scraper presents for /metrics; unset, the figures are not served at all. */
export const metricsToken = (): string | undefined => env.METRICS_TOKEN;

export const tokenInactivitySeconds = (): number => env.TOKEN_INACTIVITY_TIME;

/**
 * What the cart's prices depend on: the excluded product type of the free-shipping tracker and two discounts; and the
 * staff program's monthly allowance.
 */
export function cartSettings() {
  return {
    freeShippingExcludedType: env.FREE_SHIPPING_EXCLUDED_TYPE.trim() || null,
    firstAutoshipPercent: env.FIRST_AUTOSHIP_DISCOUNT_PERCENT,
    programDiscountPercent: env.PROGRAM_DISCOUNT_PERCENT,
    programMonthlyQuotaCents: env.PROGRAM_MONTHLY_QUOTA * 100,
  };
}

/** The origin of the links in the shop's mail (src/lib/site/public-address.ts). */
export const mailOrigin = (): string => linkOrigin(env.PUBLIC_SITE_URL, env.HOST, env.PORT);

/** A path of the shop as an absolute link for a mail. */
export const mailLink = (path: string): string => absoluteLink(mailOrigin(), path);
