// New versions (spec 000 §4, §9): the rules a page follows once the shop has been deployed again under it.
// The browser side is version-watch.ts; the server answers /build/latest.json.

export type BuildInfo = { id: string; timestamp: number };

/** How often an open page asks for the latest build; it also asks when its tab comes back into focus. */
export const VERSION_POLL_MS = 5 * 60_000;
/** Spec 000 §4, §9: the page-reload guard. A failed chunk reloads the page at most once in this time. */
export const RELOAD_GUARD_MS = 10_000;
/** The sessionStorage key holding when a failed chunk last reloaded the page (epoch milliseconds). */
export const RELOAD_STAMP_KEY = 'store:chunk-reload-at';

/** Spec 000 §4: the latest-build file with a timestamp query, so no cache in between answers an old one. */
export function latestBuildUrl(now: number): string {
  return `/build/latest.json?t=${now}`;
}

/** The answer of /build/latest.json, or null when it is not one (a proxy's error page, a half-deployed shop). */
export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof timestamp === 'number' ? { id, timestamp } : null;
}

/** Whether the server now runs another build than the one this page came from. */
export function isNewBuild(runningId: string, latest: BuildInfo | null): boolean {
  return latest !== null && latest.id !== runningId;
}

export type LinkClick = {
  /** The link's resolved URL and the page's own. */
  href: string;
  page: string;
  /** The link opens elsewhere (target other than _self, download) or a modifier key asks for a new tab. */
  elsewhere: boolean;
};

/**
 * Spec 000 §4: once a new build is known, the next navigation by a link is a full page load of its target, never one
 * kept by the browser (back-forward cache) or done in the page. Links to other sites, anchors within the same page and
 * links opened elsewhere are left to the browser.
 */
export function shouldReloadOnNavigation(newBuild: boolean, click: LinkClick): boolean {
  if (!newBuild || click.elsewhere) return false;
  const target = new URL(click.href, click.page);
  const page = new URL(click.page);
  if (target.origin !== page.origin) return false;
  return !(target.pathname === page.pathname && target.search === page.search && target.hash !== '');
}

/** Spec 000 §4, §9: a failed chunk reloads the page unless it already did in the last 10 s. */
export function mayReloadAfterChunkError(lastReloadStamp: string | null, now: number): boolean {
  const last = Number(lastReloadStamp);
  if (lastReloadStamp === null || !Number.isFinite(last)) return true;
  return now - last >= RELOAD_GUARD_MS || now < last;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether a rejection is a script chunk that could not be loaded (what a deploy does to an open page's old chunks). */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}
