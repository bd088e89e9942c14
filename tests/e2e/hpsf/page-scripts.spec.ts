// The staff site's pages of information load no script for a guest (issue: JavaScript weight), its error page
// included: it has no recommended-products carousel (spec 000 §2 Error page), so nothing on it runs until touched.
import { expect, test } from '@playwright/test';

test('a guest on the FAQ, the program page, Contact Us and a missing page loads no script', async ({ page }) => {
  const scripts: string[] = [];
  const violations: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const [path, status] of [
    ['/faq', 200],
    ['/program', 200],
    ['/contact-us', 200],
    ['/no-such-page', 404],
  ] as const) {
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts, path).toEqual([]);
  }
  expect(violations).toEqual([]);

  // The mini cart is there all the same, and opens on the first click.
  await page.getByRole('button', { name: 'Show cart summary' }).click();
  await expect(page.locator('.mini-cart-panel')).toContainText('Your cart is empty.');
});
