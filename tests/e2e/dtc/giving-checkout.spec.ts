// Giving through to the order (issue: giving, spec 001 §4 and §7 set-confirmation-data): the cause a shopper picks
// travels with the cart's tracking id into the order, the order's donation is worked out on the server, and the
// shopper reads it on the confirmation and in Your Giving.
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { newShopper, type AddressEntry } from '../support/account';
import { CartPage, fillCart, PUPPY } from '../support/cart';
import { checkOut } from '../support/checkout';
import { causeIdOf, charity, givingStore, shownWidget, storedTrackingId } from '../support/giving';

const PORTLAND: AddressEntry = {
  firstName: 'Jules',
  lastName: 'Giver',
  address1: '1221 SW 4th Ave',
  city: 'Portland',
  state: 'OR',
  zip: '97204',
};

/** An order's attributes and donation as the DTC server's database holds them. */
function storedOrder(number: string) {
  const db = new Database(join(dirname(test.info().config.configFile!), '.data/e2e-DTC/store.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const order = db.prepare('select id, attributes from orders where number = ?').get(Number(number)) as {
      id: string;
      attributes: string;
    };
    const donation = db
      .prepare('select tracking_id, total_cents from giving_order_donations where order_id = ?')
      .get(order.id) as { tracking_id: string; total_cents: number } | undefined;
    const attributes = JSON.parse(order.attributes) as { key: string; value: string }[];
    return { trackingId: attributes.find((a) => a.key === 'tracking_id')?.value, donation };
  } finally {
    db.close();
  }
}

test('an order gives to the chosen cause: the confirmation says how much to whom, and Your Giving keeps it', async ({
  page,
  baseURL,
}) => {
  await newShopper(page, 'Jules', 'Giver');
  const store = await givingStore(page);
  const causeId = store.featuredCauseIds.find((id) => id !== store.defaultCauseId && /^[\d-]+$/.test(id))!;
  const cause = await charity(page, causeId);
  await page.goto(`/products/${PUPPY}?sgcause=${causeId}`);
  expect(await causeIdOf(await shownWidget(page))).toBe(causeId);

  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 2 }]);
  await CartPage.open(page);
  const widget = await shownWidget(page);
  await expect(widget).toContainText(`goes to ${cause.name}`);
  const shownInCart = /(\$\d+\.\d{2}) goes to/.exec(await widget.innerText())![1]!;
  const trackingId = await storedTrackingId(page);

  const number = await checkOut(page, PORTLAND);
  const thanks = page.locator('[data-order-donation]');
  await expect(thanks).toContainText(`Thank you for giving: ${shownInCart} goes to ${cause.name}`);

  const stored = storedOrder(number);
  expect(stored.trackingId).toBe(trackingId);
  expect(stored.donation?.tracking_id).toBe(trackingId);
  expect(`$${(stored.donation!.total_cents / 100).toFixed(2)}`).toBe(shownInCart);

  await thanks.getByRole('link', { name: 'See your giving' }).click();
  await expect(page).toHaveURL(/\/account\/giving$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Giving');
  await expect(page.locator('[data-giving-total]')).toContainText(shownInCart);
  const row = page.getByRole('row').filter({ hasText: `Order #${number}` });
  await expect(row).toContainText(cause.name);
  await expect(row).toContainText(shownInCart);
  await expect(page.getByRole('list').filter({ hasText: cause.name }).first()).toContainText(shownInCart);

  await page.goto('/account/dashboard');
  await expect(page.getByRole('region', { name: 'Your Giving' })).toContainText(
    `Your orders gave ${shownInCart} to ${cause.name}`,
  );
});

test('a shopper whose orders gave nothing is told how giving works', async ({ page }) => {
  await newShopper(page, 'Noel', 'Newcomer');
  await page.goto('/account/giving');
  await expect(page.locator('[data-giving-total]')).toContainText('$0.00');
  await expect(page.getByRole('main')).toContainText('Your orders have not given to a cause yet.');
});
