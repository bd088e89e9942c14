import { expect, test } from '@playwright/test';
import { PUPPY } from '../support/cart';

// The demo giving store lists DTC only in metaData.sites, so the staff site never shows the widget (issue: giving;
// spec 001 §2 Widget placements).
test('the staff site keeps the giving widget hidden when the store does not list it (spec 001 §2)', async ({
  page,
}) => {
  const asked = page.waitForResponse((r) => r.url().includes('/api/giving/stores/cc-small/none'));
  await page.goto(`/products/${PUPPY}`);
  await page.locator('[data-giving-widget]').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect((await asked).ok()).toBe(true);
  await expect(page.locator('[data-giving-widget]')).toBeHidden();
  await expect(page.locator('[data-giving-widget]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-cause-id]')).toHaveCount(0);
});
