// Holding an island's script back, to see the page as a shopper does before it hydrates: a control React takes over
// must not be usable yet, or what the shopper did with it is undone when the island starts.
import type { Page } from '@playwright/test';

/**
 * Holds back the build's script of the island named (`CartView` holds `/_astro/CartView.*.js`) until the returned
 * function is called. Set it before the page that loads the island.
 */
export async function holdIslandScript(page: Page, island: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${island}.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
