// The mini cart in the header (spec 000 §2 Cart page "mini cart"): each line's picture, title and quantity, the
// subtotal, View cart, and Checkout, which goes the way the cart page's Proceed to Checkout goes.
import { expect, test } from '@playwright/test';
import { fillCart, PUPPY } from '../support/cart';

test('the mini cart shows the lines with pictures, the subtotal, View cart and Checkout (spec 000 §2)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [
    { handle: PUPPY, sku: '10007', quantity: 2 },
    { handle: PUPPY, sku: '10014', quantity: 1, sellingPlanId: 'autoship-4w' },
  ]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Show cart summary' }).click();
  const panel = page.locator('.mini-cart-panel');
  await expect(panel).toBeVisible();
  const lines = panel.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const first = lines.first();
  await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
  await expect(first.getByRole('img')).toHaveAttribute('width', '56');
  await expect(first.getByRole('link', { name: 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food' })).toBeVisible();
  await expect(first).toContainText('Qty 2');
  await expect(first).toContainText('$23.98');
  await expect(lines.nth(1)).toContainText('Autoship · Qty 1');
  await expect(panel.getByTestId('mini-cart-subtotal')).toHaveText('$39.17');
  await expect(panel).toContainText('Subtotal (3 items)');
  await expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  const multipass = page.waitForRequest((r) => r.url().endsWith('/api/multipass') && r.method() === 'POST');
  await panel.getByRole('link', { name: 'Checkout' }).click();
  await multipass;
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
});

test('an empty mini cart offers a way to the food (spec 000 §2)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Show cart summary' }).click();
  const panel = page.locator('.mini-cart-panel');
  await expect(panel).toContainText('Your cart is empty.');
  await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
});
