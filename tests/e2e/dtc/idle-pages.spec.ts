import { expect, test } from '@playwright/test';

// A page a shopper opens and reads keeps the phone's main thread free: whatever still moves on it (the giving
// widget's loading skeleton waits below the fold until it is scrolled to) animates only what the compositor draws
// alone. A moving background or a changing size is repainted by the main thread on every frame, for as long as it runs.
const PRODUCT = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';
const COMPOSITED = new Set(['opacity', 'transform', 'offset', 'composite', 'easing', 'computedOffset']);

test.describe('pages left alone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/products', PRODUCT, '/cart']) {
    test(`${path} runs no animation the main thread has to repaint`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const repainted = await page.evaluate(
        (composited) => {
          return document.getAnimations().flatMap((animation) => {
            const effect = animation.effect as KeyframeEffect | null;
            const properties = (effect?.getKeyframes() ?? []).flatMap((frame) => Object.keys(frame));
            const others = [...new Set(properties)].filter((p) => !composited.includes(p));
            const target = effect?.target instanceof Element ? effect.target.className : '?';
            return others.length ? [`${target}: ${others.join(', ')}`] : [];
          });
        },
        [...COMPOSITED],
      );
      expect(repainted).toEqual([]);
    });
  }

  test('the giving widget shows a loading skeleton on the product page until it is scrolled to', async ({ page }) => {
    // The skeleton this spec is about must still be there, or the test above would pass for a page with no waiting.
    await page.goto(PRODUCT);
    await expect(page.locator('.giving-skeleton').first()).toBeAttached();
  });
});
