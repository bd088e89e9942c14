// Discount codes on the cart page (spec 000 §4 Cart; shopper-polish issue): each code says what happened to it.
import { expect, test } from '@playwright/test';
import { CartPage, fillCart, PUPPY } from '../support/cart';

test('the cart says a code is unknown, expired, short of its minimum, then applied (spec 000 §4 Cart)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  const cart = await CartPage.open(page);
  const codes = page.locator('.discount-codes li');
  const apply = (code: string) => cart.applyCode(code);

  await apply('bogus');
  await expect(page.locator('.discount-message')).toHaveText("We don't recognise the code BOGUS.");
  await expect(codes).toHaveCount(0);

  await apply('spring15');
  await expect(codes).toHaveText(['SPRING15 expired on June 1, 2026. Remove SPRING15']);
  await expect(page.locator('.discount-message')).toHaveText('');

  await apply('welcome10');
  await expect(codes.nth(1)).toHaveText(
    "WELCOME10 doesn't take anything off this cart: it needs a subtotal of $25.00 or more. Remove WELCOME10",
  );
  await expect(cart.estimatedTotal).toHaveText('$11.99');

  await cart.setQuantity('3');
  await expect(codes.nth(1)).toHaveText('WELCOME10 is applied. Remove WELCOME10');
  await expect(cart.estimatedTotal).toHaveText('$32.37');
  await page.getByRole('button', { name: 'Remove SPRING15' }).click();
  await expect(codes).toHaveCount(1);
});
