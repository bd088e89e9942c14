// The browser side of new versions (spec 000 §4): polls /build/latest.json, turns the next link navigation into a full
// load of its target once the build changed, and reloads a page whose script chunks failed, at most once per 10 s.
// The shop has no client-side page transitions, so the spec's 100 ms transition delay has nothing to apply to.
import {
  RELOAD_STAMP_KEY,
  VERSION_POLL_MS,
  isChunkLoadError,
  isNewBuild,
  latestBuildUrl,
  mayReloadAfterChunkError,
  parseBuildInfo,
  shouldReloadOnNavigation,
} from './new-version';

export function watchForNewVersion(runningId: string): void {
  let newBuild = false;

  const check = async () => {
    if (newBuild) return;
    try {
      const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
      if (response.ok) newBuild = isNewBuild(runningId, parseBuildInfo(await response.json()));
    } catch {
      /* offline or mid-deploy: ask again later */
    }
  };
  setInterval(() => void check(), VERSION_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const elsewhere =
      (link.target !== '' && link.target !== '_self') ||
      link.hasAttribute('download') ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey;
    if (!shouldReloadOnNavigation(newBuild, { href: link.href, page: location.href, elsewhere })) return;
    event.preventDefault();
    location.assign(link.href);
  });
  // A page brought back from the back-forward cache after a new build is loaded again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && newBuild) location.reload();
  });

  const reloadAfterChunkError = () => {
    try {
      if (!mayReloadAfterChunkError(sessionStorage.getItem(RELOAD_STAMP_KEY), Date.now())) return;
      sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
    } catch {
      return; // without storage there is no guard, so no reload loop either
    }
    location.reload();
  };
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });
  // An island's or page's script that no longer exists after a deploy (its <script> or preload fails to load).
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      const source =
        element instanceof HTMLScriptElement ? element.src : element instanceof HTMLLinkElement ? element.href : '';
      if (source.includes('/_astro/')) reloadAfterChunkError();
    },
    true,
  );
}
