import { expect, test } from '@playwright/test';

const programme = "Hill's Professional Feeding Program";

test.describe('the staff site (HPSF)', () => {
  test('pages carry the short staff titles and the programme name (spec 001 §2)', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveTitle(`Catalog | ${programme}`);
    await page.goto('/contact-us');
    await expect(page).toHaveTitle(`Contact | ${programme}`);
    await page.goto('/terms-and-conditions');
    await expect(page).toHaveTitle(`Terms | ${programme}`);
    await page.goto('/');
    await expect(page).toHaveTitle(programme);
  });

  test('the staff menu leads with the Catalog', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toHaveText('Catalog');
  });

  test('the error page hides the recommended-products carousel (spec 000 §2)', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByText('Page Not Found: /nope')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the Catalog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended Products' })).toHaveCount(0);
  });

  test('no WebSite structured data is added in staff mode', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});
