import { expect, test } from '@playwright/test';

// Issue: on a phone the whole menu stood open above every page; the staff site gets the same menu drawer.
test.describe('the staff site on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is closed until the Menu button opens it, and Escape closes it', async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Catalog' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Catalog' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Catalog' })).toBeHidden();
    await expect(menu).toBeFocused();
    // The first card stands on the first screen.
    expect((await page.getByRole('article').first().boundingBox())!.y).toBeLessThan(800);
  });
});
