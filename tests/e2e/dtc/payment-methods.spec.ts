// Payment Methods and the account menu (issue 36 §13): the demo shopper's saved card, the removal dialog that says
// what would happen, the account menu on a phone, and a new shopper's empty page.
import { expect, test } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';
import { SIGNED_IN } from '../support/roles';

test.describe('the demo shopper', () => {
  test.use({ storageState: SIGNED_IN.shopper });

  test('on a phone, the account menu names the page and leads to Payment Methods, which shows the default card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/dashboard');
    const menu = page.locator('details.account-nav');
    await expect(menu.locator('summary')).toHaveText(/Account overview/);
    await expect(menu.getByRole('link', { name: 'Payment Methods' })).toBeHidden();
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Payment Methods' }).click();
    await expect(page).toHaveURL(/\/account\/payment-methods$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Methods');
    await expect(page.locator('details.account-nav summary')).toHaveText(/Payment Methods/);
    const visa = page.getByRole('listitem', { name: 'Visa ending 4242' });
    await expect(visa).toContainText('Default card');
    await expect(visa).toContainText(/Expires \d{2}\/\d{2}/);
    // No page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Remove asks first, naming the card; keeping it changes nothing', async ({ page }) => {
    await page.goto('/account/payment-methods');
    const visa = page.getByRole('listitem', { name: 'Visa ending 4242' });
    await visa.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await expect(dialog).toContainText('Visa ending 4242 will no longer be offered at checkout or charged.');
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Visa ending 4242' })).toContainText('Default card');
  });

  test('on a wide screen the account menu stands beside the page, and axe finds nothing serious', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/account/payment-methods');
    const menu = page.getByRole('navigation', { name: 'My Account' }).first();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Payment Methods' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Address Book' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address Book');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a new shopper is told that the card they pay with is saved here', async ({ page }) => {
  await newShopper(page);
  await page.goto('/account/payment-methods');
  await expect(page.getByRole('main')).toContainText('You have no saved cards yet.');
  await page.goto('/account/dashboard');
  await expect(page.getByRole('region', { name: 'Payment Methods' })).toContainText('No saved card yet.');
});
