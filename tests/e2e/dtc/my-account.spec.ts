import { expect, test, type Locator } from '@playwright/test';
import { SIGNED_IN } from '../support/roles';

test.use({ storageState: SIGNED_IN.shopper });

const dollars = async (cell: Locator) => Number((await cell.innerText()).replace(/[^0-9.]/g, '') || '0');

test('My Orders pages through the demo shopper’s thirteen orders, and an order’s summary adds up (spec 000 §2, §7 get-{commerce}-orders)', async ({
  page,
}) => {
  await page.goto('/account/orders');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11); // the header and ten orders
  await expect(rows.nth(1).getByRole('rowheader')).toContainText('Order #1013');
  await page.getByRole('link', { name: 'Older orders' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3).getByRole('rowheader')).toContainText('Order #1001');
  await expect(page.getByRole('link', { name: 'Older orders' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Newer orders' }).click();
  await expect(rows.nth(1).getByRole('rowheader')).toContainText('Order #1013');

  await page.getByLabel('Find an order').fill('#1001');
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: 'Order #1001' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order #1001');
  const summary = page.locator('.order-totals');
  const amount = (term: string) =>
    dollars(summary.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}`) }) }).locator('dd'));
  const total =
    (await amount('Subtotal')) - (await amount('Discounts')) + (await amount('Shipping')) + (await amount('Tax'));
  expect(await amount('Total$')).toBeCloseTo(total, 2);
  await expect(summary).toContainText('AUTO35');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
});

test.describe('My Subscriptions (spec 000 §3 Subscription; autoship changes)', () => {
  test.describe.configure({ mode: 'serial' });

  test('the shopper changes how often an autoship comes, and the change is there after a reload', async ({ page }) => {
    await page.goto('/account/autoships');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Subscriptions');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Skip next delivery' }) })
      .first();
    const frequency = card.getByLabel('Deliver');
    const before = await frequency.inputValue();
    const target = before === '42' ? '28' : '42';
    const label = target === '42' ? 'Every 6 weeks' : 'Every 4 weeks';
    await frequency.selectOption(target);
    await card.getByRole('button', { name: 'Save frequency' }).click();
    await expect(card.getByRole('status')).toContainText(`Now ${label.toLowerCase()}`);
    await expect(card).toContainText(`${label}, `);
    await page.reload();
    await expect(
      page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Skip next delivery' }) })
        .first()
        .getByLabel('Deliver'),
    ).toHaveValue(target);
  });

  test('skipping moves the next delivery on; a cancelled autoship is reactivated and cancelled again with a reason', async ({
    page,
  }) => {
    await page.goto('/account/autoships');
    const running = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Skip next delivery' }) })
      .first();
    const nextDate = async () =>
      Date.parse((await running.locator('strong').innerText()).replace('Next delivery ', '') + ' UTC');
    const before = await nextDate();
    await running.getByRole('button', { name: 'Skip next delivery' }).click();
    await expect(running.getByRole('status')).toContainText('Skipped.');
    const weeks = Number(await running.getByLabel('Deliver').inputValue()) / 7;
    expect((await nextDate()) - before).toBe(weeks * 7 * 86_400_000);

    const cancelled = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Reactivate' }) })
      .first();
    const title = await cancelled.getByRole('heading').innerText();
    await cancelled.getByRole('button', { name: 'Reactivate' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByRole('status')).toContainText('active again');
    await card.getByRole('button', { name: 'Cancel autoship' }).click();
    await card.getByLabel('Other').check();
    await card.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await card.getByLabel('Tell us more').fill('Trying a different food');
    await card.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(card).toContainText('Canceled: Other: Trying a different food');
    await expect(card.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  });
});
