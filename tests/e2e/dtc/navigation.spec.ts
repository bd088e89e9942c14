import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

test.describe('home and navigation', () => {
  test('home shows the navigation from content and the announcements', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle("Hill's Pet Shop");
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dog', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('complementary', { name: 'Announcements' })).toContainText(
      'Free 2-5 day shipping on orders over $49',
    );
  });

  test('a submenu opens for keyboard focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dryFood = nav.getByRole('link', { name: 'Dry Dog Food' });
    await expect(dryFood).toBeHidden();
    await nav.getByRole('link', { name: 'Dog', exact: true }).focus();
    await expect(dryFood).toBeVisible();
    await dryFood.click();
    await expect(page).toHaveURL(/\/products\/dog\/food-form\/dry-food$/);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('searching from the header leads to the listing search results', async ({ page }) => {
    await page.goto('/');
    // By its label: the field is a search box until reached, then the suggestions' combobox.
    const search = page.getByLabel('Search pet food');
    await search.fill('salmon');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=salmon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "salmon"');
  });

  test('a phone-sized screen has no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/faq', '/nope']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  for (const path of [
    '/',
    '/faq',
    '/nope',
    '/maintenance',
    '/contact-us',
    '/products/dog/food-form/dry-food',
    '/products/science-diet-adult-chicken-barley-dry-dog',
    '/products?search=zebra',
  ]) {
    test(`axe finds nothing serious on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
