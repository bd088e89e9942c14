// Consumers still see the Deal badge that staff do not (spec 000 §3 badge order; issue 15 item 19).
import { expect, test } from '@playwright/test';

test('a consumer card shows its Deal badge first, before its other badges (spec 000 §3)', async ({ page }) => {
  await page.goto('/products');
  await expect(page.locator('.card[data-sku="10063"] .badge')).toHaveText(['Deal', 'New Formula']);
});
