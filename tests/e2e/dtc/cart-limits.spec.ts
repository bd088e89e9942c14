// The cart's limits, said rather than silently applied (spec 000 §5): a guest's add over the room left adds what
// fits and says so; a full cart says why its + buttons are off; a typed quantity over the maximum says why it changed.
import { expect, test } from '@playwright/test';
import { CartPage, fillCart, PUPPY } from '../support/cart';

const miniCount = (page: import('@playwright/test').Page) => page.getByTestId('mini-cart-count');

test('a guest adding 5 to a cart with 8 gets 2 and is told why (spec 000 §5)', async ({ page, baseURL }) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 8 }]);
  await page.goto(`/products/${PUPPY}`);
  await expect(miniCount(page)).toHaveText('8');
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('5');
  await quantity.blur();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toContainText('Added 2 · 2 in cart');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page.getByRole('alert')).toHaveText('Only 2 of the 5 were added: your cart can hold up to 10 items.');
  await expect(miniCount(page)).toHaveText('10');
});

test('a guest adding from a product card gets what fits and is told so (spec 000 §5)', async ({ page, baseURL }) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 9 }]);
  await page.goto('/products?search=10007');
  const card = page.getByRole('article').filter({ hasText: 'Science Diet Puppy Chicken & Brown Rice' }).first();
  await card.scrollIntoViewIfNeeded();
  const plus = card.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await plus.click();
  await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toContainText('Added 1 · 1 in cart');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(card.getByRole('alert')).toHaveText('Only 1 of the 3 was added: your cart can hold up to 10 items.');
  await expect(miniCount(page)).toHaveText('10');
});

test('typing more than 10 on a product page says why it became 10 (spec 000 §5)', async ({ page }) => {
  await page.goto(`/products/${PUPPY}`);
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('99');
  await quantity.blur();
  await expect(quantity).toHaveValue('10');
  await expect(page.getByRole('alert')).toHaveText('Your cart can hold up to 10 items.');
  await quantity.fill('3');
  await quantity.blur();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a full cart says why its + buttons are off, and why a typed 99 went back (spec 000 §5)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [
    { handle: PUPPY, sku: '10007', quantity: 6 },
    { handle: PUPPY, sku: '10014', quantity: 4 },
  ]);
  await CartPage.open(page);
  const full = 'Your cart can hold up to 10 items. Remove something to add more.';
  await expect(page.getByRole('status').filter({ hasText: full })).toBeVisible();
  for (const plus of await page.getByRole('button', { name: /^Increase quantity of/ }).all())
    await expect(plus).toBeDisabled();
  const first = page.getByRole('textbox', { name: /Quantity of/ }).first();
  await first.fill('99');
  await first.blur();
  await expect(first).toHaveValue('6');
  await expect(page.getByRole('alert')).toHaveText(full);
  await page
    .getByRole('button', { name: /^Decrease quantity of/ })
    .first()
    .click();
  await expect(miniCount(page)).toHaveText('9');
  await expect(page.getByRole('status').filter({ hasText: full })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
