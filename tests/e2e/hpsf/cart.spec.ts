import { expect, test } from '@playwright/test';
import { fillCart, PUPPY } from '../support/cart';
import { holdIslandScript } from '../support/hydration';

test('clinic staff see their cost lines and confirm the attestation before checkout (spec 000 §2 Cart page)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 2 }]);
  // The cart's script is held back: until it runs, a tick or a new quantity would be undone, so none can be made.
  const release = await holdIslandScript(page, 'CartView');
  await page.goto('/cart');
  const attestation = page.getByRole('checkbox', { name: /I confirm these products/ });
  await expect(attestation).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toBeDisabled();
  release();
  await expect(attestation).toBeEnabled();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('Subtotal Before Savings')).toBeVisible();
  await expect(summary.getByText('Program Discount')).toBeVisible();
  await expect(summary.getByText('-$0.00')).toBeVisible();
  await expect(summary.getByText('Cart Subtotal')).toBeVisible();
  await expect(page.getByTestId('estimated-total')).toHaveText('$31.98');
  await expect(page.getByTestId('free-shipping-tracker')).toHaveCount(0);
  // The clinic receives the order as one delivery, so staff see what it weighs (issue 36: only where it matters).
  await expect(page.getByTestId('cart-weight')).toHaveText('Cart weight: 9 lb');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await attestation.check();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // The program's checkout is for its signed-in members: a guest signs in first.
  await expect(page).toHaveURL(/\/shelter\/login\?redirect=/);
});

test('a staff product card has no price and no autoship, and adds with the size dropdown', async ({ page }) => {
  await page.goto(`/products/${PUPPY}`);
  await expect(page.getByRole('radio', { name: 'Autoship' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('$');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
});
