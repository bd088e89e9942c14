// The strict Content Security Policy (issue: security headers) must not cost the shop a single script: every page
// loads without a violation, and the islands still hydrate and work under it.
import { expect, test } from '@playwright/test';
import { PUPPY } from '../support/cart';

test('pages run under the strict script policy with no violation, and islands still work', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Each page twice: rendered, then as kept in the shared cache, whose policy names only the page's own scripts.
  for (const path of [
    '/',
    '/products',
    '/products/dog/food-form/dry-food',
    '/faq',
    '/contact-us',
    '/shelter/login',
    '/nope',
  ]) {
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'( 'sha256-|;|$)/);
      await page.waitForLoadState('networkidle');
    }
  }
  await page.goto(`/products/${PUPPY}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
