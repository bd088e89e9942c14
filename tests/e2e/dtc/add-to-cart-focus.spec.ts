import { expect, test } from '@playwright/test';
import { PUPPY } from '../support/cart';

test.describe('add-to-cart dialog focus (spec 000 §2 Add-to-cart dialog, §4 Add to cart)', () => {
  test('closing the dialog returns focus to the Add to Cart button that opened it', async ({ page }) => {
    await page.goto(`/products/${PUPPY}`);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });

    await add.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('on a listing, focus goes back to the card whose button opened the dialog', async ({ page }) => {
    await page.goto('/products');
    const add = page.getByRole('button', { name: 'Add to Cart' }).nth(1);
    await add.scrollIntoViewIfNeeded();
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(add).toBeFocused();
  });
});
