// The store's own checkout and the autoship engine, as a shopper meets them (issue: checkout, orders and the autoship
// engine; spec 001 §3–4): four steps at their own URLs, the test gateway's cards, the confirmation, My Orders and My
// Subscriptions. Each test has its own shopper and cart, so they run side by side. The server's autoship scheduler
// runs every two seconds here (playwright.config.ts); a test moves an autoship's date in the server's database, as if
// the weeks had passed, and waits for the order to show.
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { fillAddressForm, newShopper, type AddressEntry } from '../support/account';
import { confirmFromInbox } from '../support/mailbox';
import { CartPage, fillCart, PUPPY } from '../support/cart';
import {
  CARDS,
  checkOut,
  confirmDelivery,
  enterCard,
  enterInformation,
  orderNumber,
  placeOrder,
  press,
  proceedToCheckout,
} from '../support/checkout';
import { longDate } from '../../../src/lib/site/dates';
import { addDays, isoDate } from '../../../src/lib/subscriptions/schedule';

const place = (
  firstName: string,
  lastName: string,
  address1: string,
  city: string,
  state: string,
  zip: string,
): AddressEntry => ({ firstName, lastName, address1, city, state, zip });
// Addresses in each stock region, so the tests share out the seeded stock of one food.
const DENVER = place('Robin', 'Hart', '1420 Larimer St', 'Denver', 'CO', '80202');
const NEW_YORK = place('Ira', 'Guest', '350 5th Ave', 'New York', 'NY', '10118');
const SEATTLE = place('Avery', 'Stone', '400 Broad St', 'Seattle', 'WA', '98109');
const BOSTON = place('Morgan', 'Reed', '1 City Hall Sq', 'Boston', 'MA', '02201');
const CHICAGO = place('Quinn', 'Park', '233 S Wacker Dr', 'Chicago', 'IL', '60606');

const DECLINED = 'Your card was declined. Try another card.';
const PROCESSING_ERROR = 'We could not process your card just now. Nothing was charged; please try again.';
const today = () => isoDate(new Date());
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const miniCount = (page: Page) => page.getByTestId('mini-cart-count');
const orderRows = (page: Page) => page.getByRole('table').getByRole('row');

type Totals = { subtotal: number; discounts: number; shipping: number; tax: number; total: number; labels: string[] };

const toCents = (text: string) => (text.trim() === 'Free' ? 0 : Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100));

/**
 * The money lines of an order summary as shown: subtotal, discounts, shipping, tax and total, in cents. Before the
 * order the tax is "Estimated tax", after it "Tax" (issue 36): one line either way.
 */
async function totalsIn(scope: Locator): Promise<Totals> {
  const rows = await scope
    .locator('dl.order-totals > div')
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? ''] as const),
    );
  const amount = (label: RegExp) => toCents(rows.find(([dt]) => label.test(dt.trim()))?.[1] ?? '0');
  return {
    subtotal: amount(/^Subtotal$/),
    discounts: amount(/^Discounts/),
    shipping: amount(/^Shipping$/),
    tax: amount(/^(Estimated tax|Tax)$/),
    total: amount(/^Total$/),
    labels: rows.map(([dt]) => dt.trim().replace(/^Estimated tax$/, 'Tax')),
  };
}

function expectAddsUp(t: Totals): void {
  expect(t.subtotal).toBeGreaterThan(0);
  expect(t.subtotal - t.discounts + t.shipping + t.tax).toBe(t.total);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The DTC server's database (playwright.config.ts starts it on a fresh file), opened for one change. */
function withStoreDatabase<T>(change: (db: Database.Database) => T): T {
  const db = new Database(join(dirname(test.info().config.configFile!), '.data/e2e-DTC/store.db'), {
    fileMustExist: true,
  });
  try {
    db.pragma('busy_timeout = 5000');
    return change(db);
  } finally {
    db.close();
  }
}

test.describe('checking out (issue: hosted checkout; spec 001 §4 login around checkout)', () => {
  test('a guest with an autoship is led to sign in, creates an account, checks out with the keyboard and finds the order in My Orders with the same total', async ({
    page,
  }) => {
    await page.goto(`/products/${PUPPY}`);
    await page.getByRole('radio', { name: 'Autoship' }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    // An autoship belongs to an account: the first step asks the guest to sign in or create one.
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await expect(
      page.getByText('An Autoship belongs to your account, so sign in or create one to check out.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to delivery' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/shelter\/register$/);
    const email = `checkout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hart');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByLabel('Password').press('Enter');
    await confirmFromInbox(page, email);

    // Back at checkout, signed in, with the same cart.
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await expect(page.getByRole('banner')).toContainText('Secure checkout'); // the checkout's own header
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(summary(page)).toContainText('Science Diet Puppy Chicken & Brown Rice Dry Dog Food');
    await enterInformation(page, DENVER);
    await confirmDelivery(page);
    await enterCard(page, CARDS.approve);

    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expect(page.getByRole('main').locator('address')).toContainText('1420 Larimer St');
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    const reviewed = await totalsIn(summary(page));
    expectAddsUp(reviewed);
    expect(reviewed.tax).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: `Place Order · ${money(reviewed.total)}` })).toBeVisible();
    await placeOrder(page);

    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    const number = await orderNumber(page);
    await expect(page.getByRole('status')).toContainText(`We sent a confirmation to ${email}.`);
    expect(await totalsIn(page.getByRole('main'))).toEqual(reviewed);
    // Placed, the order says what it is: its tax, where it goes, when it should arrive, and its pictures (issue 36).
    const placed = page.getByRole('main');
    await expect(placed.locator('dl.order-totals dt', { hasText: /tax/i })).toHaveText('Tax');
    await expect(placed.locator('address')).toContainText('1420 Larimer St');
    await expect(placed.getByTestId('delivery-estimate')).toHaveText(/^\w{3}, \w{3} \d+ – \w{3}, \w{3} \d+$/);
    await expect(placed.locator('.order-lines li img')).toHaveCount(1);
    await expect(miniCount(page)).toHaveText('0');

    await page.goto('/account/orders');
    await expect(orderRows(page)).toHaveCount(2);
    const row = orderRows(page).filter({ hasText: `Order #${number}` });
    // The row's money is its total; Buy again follows it.
    await expect(row.getByRole('cell').filter({ hasText: /^\$\d/ })).toHaveText(money(reviewed.total));
    await row.getByRole('link', { name: `Order #${number}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
    expect(await totalsIn(page.getByRole('main'))).toEqual(reviewed);
  });

  test('a ZIP outside the chosen state is refused beside the ZIP field, marked for screen readers, and nothing moves on', async ({
    page,
    baseURL,
  }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 1 }]);
    await proceedToCheckout(page);
    const form = page.getByRole('form', { name: 'Contact' });
    await expect(form.getByRole('button', { name: 'Continue to delivery' })).toBeEnabled();
    await form.getByLabel('Email', { exact: true }).fill(`zip-${Date.now()}@example.com`);
    await fillAddressForm(form, { ...NEW_YORK, zip: '80202' });
    await form.getByLabel('ZIP code').press('Enter');
    const zip = form.getByLabel('ZIP code');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(/ZIP code 80202 is in Colorado/);
    await expect(page).toHaveURL(/\/checkout\/information$/);
  });

  test('a guest without autoship checks out as a guest and sees the order number', async ({ page, baseURL }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 2 }]);
    await proceedToCheckout(page);
    const email = `guest-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await enterInformation(page, NEW_YORK, email);
    await confirmDelivery(page);
    await enterCard(page, CARDS.approve);
    await expect(page.getByRole('main')).toContainText(email);
    const reviewed = await totalsIn(summary(page));
    expectAddsUp(reviewed);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await orderNumber(page);
    await expect(page.getByRole('status')).toContainText(`We sent a confirmation to ${email}.`);
    expect(await totalsIn(page.getByRole('main'))).toEqual(reviewed);
    // A guest has no My Orders to go to.
    await expect(page.getByRole('link', { name: 'View order' })).toHaveCount(0);
    await expect(miniCount(page)).toHaveText('0');
    // The finished checkout does not open again.
    await page.goto('/checkout/review');
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  });

  test('each step has its own URL, which survives reload and Back', async ({ page, baseURL }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
    await proceedToCheckout(page);
    // A later step asked for too soon leads to the first step still to do.
    await page.goto('/checkout/payment');
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await enterInformation(page, NEW_YORK, 'steps@example.com');
    await confirmDelivery(page);
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText('3. Payment');

    await page.reload();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toHaveText('3. Payment');

    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await expect(page.getByRole('heading', { name: 'Delivery', level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await expect(page.getByLabel('City')).toHaveValue('New York');
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await page.reload();
    await expect(page).toHaveURL(/\/checkout\/delivery$/);

    // The done steps are links back; review stays out of reach until a card is entered.
    await steps.getByRole('link', { name: '1. Information' }).click();
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await page.goto('/checkout/review');
    await expect(page).toHaveURL(/\/checkout\/payment$/);
  });
});

test('the payment step logs no console error: its card fields carry patterns the browser can compile', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await proceedToCheckout(page);
  await enterInformation(page, CHICAGO, 'patterns@example.com');
  await confirmDelivery(page);
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  // A pattern the browser cannot compile is ignored, so a wrong number would pass it: this one is refused.
  await form.getByLabel('Card number').fill('4242 4242 abcd 4242');
  expect(
    await form.getByLabel('Card number').evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('autoships from checkout (issue: after the order, autoship engine; spec 000 §3)', () => {
  test('an autoship order starts a subscription in My Subscriptions with its frequency and next delivery; AUTO35 comes off the first', async ({
    page,
    baseURL,
  }) => {
    await newShopper(page, 'Avery', 'Stone');
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 2, sellingPlanId: 'autoship-2w' }]);
    await proceedToCheckout(page);
    await enterInformation(page, SEATTLE);
    await confirmDelivery(page);
    await enterCard(page, CARDS.approve);

    await expect(summary(page)).toContainText('Autoship, every 2 weeks');
    const reviewed = await totalsIn(summary(page));
    expect(reviewed.labels).toContain('Discounts (AUTO35)');
    expect(reviewed.discounts).toBe(Math.round(reviewed.subtotal * 0.35));
    expectAddsUp(reviewed);
    await expect(
      page.getByText('Autoship items will come again on their schedule, charged to the same card.'),
    ).toBeVisible();
    await placeOrder(page);

    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    const confirmed = await totalsIn(page.getByRole('main'));
    expect(confirmed).toEqual(reviewed);
    await expect(page.getByRole('main')).toContainText('Autoship, every 2 weeks');
    const ordered = today();
    await page.getByRole('link', { name: 'Manage autoships' }).click();

    await expect(page).toHaveURL(/\/account\/autoships$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Subscriptions');
    const card = page.getByRole('article').filter({ hasText: 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Every 2 weeks, 2 at a time. Next delivery ${longDate(addDays(ordered, 14))}`);
    await expect(card.getByLabel('Deliver')).toHaveValue('14');
    await expect(card.getByLabel('Quantity')).toHaveValue('2');
  });

  test('advancing the clock makes the engine place the next order', async ({ page, baseURL }) => {
    const email = await newShopper(page, 'Morgan', 'Reed');
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1, sellingPlanId: 'autoship-4w' }]);
    const first = await checkOut(page, BOSTON);
    await page.goto('/account/orders');
    await expect(orderRows(page)).toHaveCount(2);

    // Four weeks on, as far as the autoship knows: its next delivery is due today.
    const due = today();
    const subscription = withStoreDatabase((db) => {
      const row = db
        .prepare(
          'select s.id, s.frequency_days from subscriptions s join auth_users u on u.id = s.user_id where u.email = ?',
        )
        .get(email) as { id: string; frequency_days: number };
      db.prepare('update subscriptions set next_order_date = ? where id = ?').run(due, row.id);
      return row;
    });
    expect(subscription.frequency_days).toBe(28);

    // The scheduler's next pass places it; My Orders shows it once the page is loaded again.
    await expect(async () => {
      await page.reload();
      await expect(orderRows(page)).toHaveCount(3, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const newest = orderRows(page).nth(1);
    await expect(newest.getByRole('rowheader')).toContainText('Autoship');
    await expect(newest.getByRole('rowheader')).not.toContainText(`Order #${first}`);
    await newest.getByRole('link').click();
    await expect(page.getByText(/Placed by your autoship/)).toBeVisible();
    await expect(page.getByRole('main').locator('address')).toContainText('1 City Hall Sq');
    const engineOrder = await totalsIn(page.getByRole('main'));
    expectAddsUp(engineOrder);
    // No first-autoship code on the later deliveries.
    expect(engineOrder.labels.some((l) => l.includes('AUTO35'))).toBe(false);

    await page.goto('/account/autoships');
    await expect(page.getByRole('article').first()).toContainText(`Next delivery ${longDate(addDays(due, 28))}`);
    const after = withStoreDatabase((db) => ({
      next: (
        db.prepare('select next_order_date from subscriptions where id = ?').get(subscription.id) as {
          next_order_date: string;
        }
      ).next_order_date,
      keys: (
        db.prepare('select attempt_key from orders where subscription_id = ?').all(subscription.id) as {
          attempt_key: string;
        }[]
      ).map((o) => o.attempt_key),
    }));
    expect(after).toEqual({ next: addDays(due, 28), keys: [`autoship:${subscription.id}:1`] });
  });

  test('Send now on My Subscriptions places the next order at once', async ({ page, baseURL }) => {
    await newShopper(page, 'Quinn', 'Park');
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 1, sellingPlanId: 'autoship-4w' }]);
    const first = await checkOut(page, CHICAGO);
    await page.goto('/account/autoships');
    const card = page.getByRole('article').filter({ hasText: 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food' });
    await press(page, card.getByRole('button', { name: 'Send now' }));
    await expect(card.getByRole('group', { name: 'Send now' })).toContainText('charge your card on file');
    await press(page, card.getByRole('button', { name: 'Send it now' }));
    await expect(card.getByRole('status')).toHaveText(
      `Sent: your order is placed. Next delivery ${longDate(addDays(today(), 28))}.`,
    );
    await expect(card).toContainText(`Next delivery ${longDate(addDays(today(), 28))}`);

    await page.goto('/account/orders');
    await expect(orderRows(page)).toHaveCount(3);
    await expect(orderRows(page).nth(1).getByRole('rowheader')).toContainText('Autoship');
    await expect(orderRows(page).nth(2).getByRole('rowheader')).toContainText(`Order #${first}`);
  });
});

test.describe('cards that do not go through (issue: payment through a test gateway)', () => {
  test('the declining card shows its message on review and places nothing; the processing-error card shows its own', async ({
    page,
    baseURL,
  }) => {
    await newShopper(page, 'Jamie', 'Fox');
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
    await proceedToCheckout(page);
    await enterInformation(page, DENVER);
    await confirmDelivery(page);
    await enterCard(page, CARDS.decline);
    await expect(page.getByText('Visa ending in 0002')).toBeVisible();
    await placeOrder(page);
    await expect(page.getByRole('alert')).toHaveText(DECLINED);
    await expect(page).toHaveURL(/\/checkout\/review$/);

    // Nothing was placed: My Orders is as it was and the cart still holds the food.
    await page.goto('/account/orders');
    await expect(page.getByText('You have not placed an order yet.')).toBeVisible();
    await CartPage.open(page);
    await expect(page.getByRole('textbox', { name: /Quantity of Science Diet Puppy/ })).toHaveValue('1');
    await expect(miniCount(page)).toHaveText('1');

    // Back to checkout: everything but the card is kept; another card that fails says why.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await page.getByRole('link', { name: 'Change payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByText('Paying with Visa ending in 0002.')).toBeVisible();
    await enterCard(page, CARDS.processingError);
    await placeOrder(page);
    await expect(page.getByRole('alert')).toHaveText(PROCESSING_ERROR);
    await page.goto('/account/orders');
    await expect(page.getByText('You have not placed an order yet.')).toBeVisible();

    // And the approving card then places the order.
    await page.goto('/checkout/payment');
    await enterCard(page, CARDS.approve);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    const number = await orderNumber(page);
    await page.goto('/account/orders');
    await expect(orderRows(page)).toHaveCount(2);
    await expect(orderRows(page).nth(1)).toContainText(`Order #${number}`);
  });
});

test('each checkout step and the confirmation have nothing serious for axe', async ({ page, baseURL }) => {
  // Five axe scans and two orders: more than the default 30 s allows on a busy two-core machine.
  test.slow();
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 1 }]);
  await proceedToCheckout(page);
  await expect(page.getByRole('button', { name: 'Continue to delivery' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await enterInformation(page, NEW_YORK, 'axe@example.com');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await confirmDelivery(page);
  await expect(page.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await enterCard(page, CARDS.decline);
  await placeOrder(page);
  // The review step with its refusal showing.
  await expect(page.getByRole('alert')).toHaveText(DECLINED);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/checkout/payment');
  await enterCard(page, CARDS.approve);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  expect(await seriousViolations(page)).toEqual([]);
});
