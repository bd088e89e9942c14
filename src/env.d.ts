/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The site variant this server runs as (SITE_ID). */
    site: import('./lib/site/site').SiteId;
    /** The signed-in shopper or staff member; null for a guest. */
    user: { id: string; email: string; isEligibleForPd?: boolean } | null;
  }
}
