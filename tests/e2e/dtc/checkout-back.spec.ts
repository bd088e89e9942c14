// Back after Place Order (issue 36 item 2): /checkout and its steps once sent the browser to each other until it gave
// up, because it had kept their redirects and followed them again on Back. Now a shopper who presses Back after an
// order, as a guest or signed in, lands on the confirmation (or the cart), never on an error or in a loop.
import { expect, test, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { fillCart, PUPPY } from '../support/cart';
import { checkOut, DENVER } from '../support/checkout';

/** Presses Back as a shopper would, three times, each landing on the confirmation of `number` or on the cart. */
async function backThreeTimes(page: Page, number: string): Promise<void> {
  for (let press = 0; press < 3; press++) {
    const answer = await page.goBack();
    expect(answer?.status() ?? 200).toBeLessThan(400);
    await expect(page).toHaveURL(/\/(checkout\/confirmation|cart)$/);
    if (page.url().endsWith('/checkout/confirmation')) {
      await expect(page.getByRole('status').filter({ hasText: /is placed/ })).toContainText(`Order #${number}`);
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
      return;
    }
  }
}

// One bag of puppy food, for every test here.
test.beforeEach(({ page, baseURL }) => fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]));

test('a guest presses Back after Place Order and lands on the confirmation, not in a loop', async ({ page }) => {
  const number = await checkOut(page, DENVER, `back-${Date.now()}@example.com`);
  await backThreeTimes(page, number);
});

test('a signed-in shopper presses Back after Place Order and lands on the confirmation, not in a loop', async ({
  page,
}) => {
  // Signed in after the guest cart was filled: the cart comes along, as it does for a shopper who signs in.
  await newShopper(page, 'Bea', 'Back');
  const number = await checkOut(page, DENVER);
  await backThreeTimes(page, number);
});
