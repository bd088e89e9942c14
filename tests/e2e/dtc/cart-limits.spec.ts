// The cart's limits, said rather than silently applied (spec 000 §5): a guest's add over the room left adds what
// fits and says so; a full cart says why its + buttons are off; a typed quantity over the maximum says why it changed.
import { expect, test } from '@playwright/test';
import { CartPage, fillCart, PUPPY } from '../support/cart';

/** 7 bags bought once and 1 on autoship: the cart has room for 2 more, so the autoship line may hold 3 in all. */
const SEVEN_AND_ONE_ON_AUTOSHIP = [
  { handle: PUPPY, sku: '10014', quantity: 7 },
  { handle: PUPPY, sku: '10007', quantity: 1, sellingPlanId: 'autoship-4w' },
];

const miniCount = (page: import('@playwright/test').Page) => page.getByTestId('mini-cart-count');

test('with 8 in the cart, a product page stops at 2 and says why, as the cart would (spec 000 §5)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 8 }]);
  await page.goto(`/products/${PUPPY}`);
  await expect(miniCount(page)).toHaveText('8');
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('5');
  await quantity.blur();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByRole('alert')).toHaveText('Your cart can hold up to 10 items.');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toContainText('Added 2 · 2 in cart');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(miniCount(page)).toHaveText('10');
});

test('with 9 in the cart, a product card offers 1 and adds it (spec 000 §5)', async ({ page, baseURL }) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 9 }]);
  await page.goto('/products?search=10007');
  const card = page.getByRole('article').filter({ hasText: 'Science Diet Puppy Chicken & Brown Rice' }).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toContainText('Added 1 · 1 in cart');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(miniCount(page)).toHaveText('10');
});

test('typing 6 for an autoship line stops at the same number on the product page and in the cart (spec 000 §5)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, SEVEN_AND_ONE_ON_AUTOSHIP);
  await page.goto(`/products/${PUPPY}`);
  await expect(miniCount(page)).toHaveText('8');
  await page.getByRole('radio', { name: 'Autoship' }).check();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('6');
  await quantity.blur();
  await expect(quantity).toHaveValue('2'); // 1 on autoship already: 3 in the line
  await expect(page.getByRole('alert')).toHaveText('Your cart can hold up to 10 items.');

  const cart = await CartPage.open(page);
  const autoshipLine = page.locator('.cart-line').filter({ hasText: 'Autoship' });
  await cart.setQuantity('6', autoshipLine);
  await expect(cart.quantity(autoshipLine)).toHaveValue('3');
  await expect(page.getByRole('alert')).toHaveText('Your cart can hold up to 10 items. Remove something to add more.');
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
