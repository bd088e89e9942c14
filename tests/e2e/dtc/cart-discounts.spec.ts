// Discount codes on the cart page (spec 000 §4 Cart; shopper-polish issue): each code says what happened to it.
import { expect, test } from '@playwright/test';
import { fillCart, PUPPY } from '../support/cart';

test('the cart says a code is unknown, expired, short of its minimum, then applied (spec 000 §4 Cart)', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await page.goto('/cart', { waitUntil: 'networkidle' }); // the cart's islands settle first
  const field = page.getByRole('textbox', { name: 'Discount code' });
  const codes = page.locator('.discount-codes li');
  const apply = async (code: string) => {
    await field.fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
  };

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
  await expect(page.getByTestId('estimated-total')).toHaveText('$11.99');

  const quantity = page.getByRole('textbox', { name: /Quantity of/ });
  await quantity.fill('3');
  await quantity.blur();
  await expect(codes.nth(1)).toHaveText('WELCOME10 is applied. Remove WELCOME10');
  await expect(page.getByTestId('estimated-total')).toHaveText('$32.37');
  await page.getByRole('button', { name: 'Remove SPRING15' }).click();
  await expect(codes).toHaveCount(1);
});
