/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The site variant this server runs as (SITE_ID). */
    site: import('./lib/site/site').SiteId;
    /** The signed-in shopper or staff member; null for a guest. */
    user: import('./lib/account/accounts.server').SessionUser | null;
    /** An editor's page request with `?preview=1`: content shows drafts, and the answer is never cached. */
    preview: boolean;
    /**
     * Set by a page that is the same for every guest at a site and delivery location (home, listings, product and
     * content pages): rendered for a guest without a cart, it is kept in the shared page cache and served to the next.
     */
    sameForEveryGuest: boolean;
    /** The answer came from the shared page cache (the middleware's cache step). */
    cacheHit: boolean;
    /** The page cache's generation when this render began: a drop after it keeps the page out of the cache. */
    pagesGeneration: number;
    /** Set by the guard when a signed-in account opens a back-office section its role does not open (page 403). */
    refusal?: import('./lib/backoffice/sections').Refusal;
  }
}

/** The running build's id and build time (src/integrations/build-id.mjs), fixed by `astro build`. */
declare const __STORE_BUILD__: import('./lib/site/new-version').BuildInfo;
