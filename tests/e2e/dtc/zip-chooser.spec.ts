import { expect, test } from '@playwright/test';

const product = '/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021';

test.describe('the guest ZIP chooser (spec 000 §1, §5)', () => {
  test('a guest starts at 80011, chooses another ZIP, and sees stock for it', async ({ page }) => {
    await page.goto(product);
    await expect(page.getByText('Out of Stock for delivery to 80011')).toBeVisible();
    await page.getByRole('button', { name: 'Deliver to 80011' }).click();
    const zip = page.getByLabel('ZIP code');
    await zip.fill('60601');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Deliver to 60601' })).toBeVisible();
    await expect(page.getByText('In stock for delivery to 60601')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('location'))).toBe('60601::HOME');
  });

  test('a ZIP the shop does not deliver to is refused with a message, and nothing changes', async ({ page }) => {
    await page.goto(product);
    await page.getByRole('button', { name: 'Deliver to 80011' }).click();
    const zip = page.getByLabel('ZIP code');
    await zip.fill('00100');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('We do not deliver to 00100. Please check the ZIP code.');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Deliver to 80011' })).toBeVisible();
  });

  test('the ZIP field takes digits only, five at most', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Deliver to 80011' }).click();
    const zip = page.getByLabel('ZIP code');
    await zip.fill('');
    await zip.pressSequentially('8a0-01199');
    await expect(zip).toHaveValue('80011');
  });
});
