// A cart open in two tabs (issue 36 item 7): what one tab changes, the other shows once it is brought back to the
// front, header count included; and a change in a tab that still shows a line the other tab removed reads the cart
// again instead of leaving the shopper with a stale page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CartPage, fillWithTwoSizes, miniCartCount } from '../support/cart';

const line = (page: Page, size: string): Locator => page.locator('.cart-line').filter({ hasText: size });

/** The tab comes back to the front, as when the shopper switches to it (headless pages never leave it). */
const bringBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

// A 2.5 lb and a 4.5 lb bag of puppy food, in the cart both tabs share.
test.beforeEach(({ page, baseURL }) => fillWithTwoSizes(page, baseURL!));

test('a tab brought back to the front shows the cart another tab changed, and a gone line is never changed', async ({
  page,
  context,
}) => {
  const first = await CartPage.open(page);
  const other = await context.newPage();
  const second = await CartPage.open(other);
  await expect(miniCartCount(page)).toHaveText('2');

  // The second tab takes the 4.5 lb bag out and makes the 2.5 lb bags three.
  await other
    .getByRole('button', { name: /^Remove Science Diet/ })
    .last()
    .click();
  await expect(line(other, '4.5 lb')).toHaveCount(0);
  await second.setQuantity('3', line(other, '2.5 lb'));
  await expect(miniCartCount(other)).toHaveText('3');

  // The first tab still shows the 4.5 lb bag; adding one to it reads the cart again: the line is gone, the count 3.
  await expect(line(page, '4.5 lb')).toHaveCount(1);
  await line(page, '4.5 lb')
    .getByRole('button', { name: /^Increase/ })
    .click();
  await expect(line(page, '4.5 lb')).toHaveCount(0);
  await expect(first.quantity(line(page, '2.5 lb'))).toHaveValue('3');
  await expect(miniCartCount(page)).toHaveText('3');

  // The second tab makes it two; the first, brought back to the front, says two.
  await second.setQuantity('2', line(other, '2.5 lb'));
  await expect(miniCartCount(other)).toHaveText('2');
  await bringBack(page);
  await expect(first.quantity(line(page, '2.5 lb'))).toHaveValue('2');
  await expect(miniCartCount(page)).toHaveText('2');
  await expect(first.estimatedTotal).toHaveText('$23.98');

  // The second tab empties the cart; the first, brought back, is empty too.
  await other.getByRole('button', { name: /^Remove Science Diet/ }).click();
  await expect(other.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
  await bringBack(page);
  await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
  await expect(miniCartCount(page)).toHaveText('0');
});
