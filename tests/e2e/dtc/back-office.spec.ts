// The back office in Chromium (issue 38): an operator finds a guest's new order, ships part of it with a tracking
// number, refunds an amount and sees it all on the order's timeline; the shopper's own orders read Shipped and
// Delivered with the carrier's tracking link; an admin's dashboard and team; and who is kept out.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { fillCart, PUPPY } from '../support/cart';
import { holdIslandScript } from '../support/hydration';
import { checkOut, DENVER } from '../support/checkout';
import { SIGNED_IN, useSignIn } from '../support/roles';

/** A guest's order of two puppy-food sizes, placed through the checkout; answers its number. */
async function guestOrder(page: Page, baseURL: string): Promise<string> {
  await fillCart(page, baseURL, [
    { handle: PUPPY, sku: '10007', quantity: 2 },
    { handle: PUPPY, sku: '10014', quantity: 1 },
  ]);
  return checkOut(page, DENVER, `robin.${Date.now()}@example.com`);
}

test('an operator finds a new order, ships part of it, refunds an amount, and reads it all on its timeline', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const number = await guestOrder(page, baseURL!);
  await context.clearCookies();
  await useSignIn(context, 'operator');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Customers']);
  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${number}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('1 order');
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect(row).toContainText('Unfulfilled');
  // The actions' script held back: what is typed before it runs would be undone, so nothing can be typed yet.
  const release = await holdIslandScript(page, 'OrderActions');
  await row.getByRole('link', { name: `#${number}` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order #${number}`);
  const ship = page.getByRole('region', { name: 'Ship items' });
  await expect(ship.getByRole('spinbutton').nth(1)).toBeDisabled();
  await expect(ship.getByLabel('Tracking number')).toBeDisabled();
  release();
  await ship.getByRole('spinbutton').nth(1).fill('0'); // the larger bag waits for the next parcel
  await ship.getByLabel('Carrier').selectOption('USPS');
  await ship.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByRole('status')).toHaveText('Marked as shipped. The shopper was mailed the tracking link.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Partially fulfilled');
  await expect(page.getByRole('link', { name: /Track 9400100000000000000000/ })).toHaveAttribute(
    'href',
    'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
  );

  const refund = page.getByRole('region', { name: 'Refund' });
  await refund.getByRole('radio', { name: 'An amount' }).check();
  await refund.getByLabel('Amount in dollars').fill('2.00');
  await refund.getByLabel('Reason (the shopper sees it)').fill('late delivery');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status')).toHaveText('Refunded. The shopper was mailed.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Partially refunded');
  // Cancelling no longer applies once something has shipped.
  await expect(page.getByRole('region', { name: 'Cancel order' })).toHaveCount(0);

  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveText([
    /Order placed\s*$/,
    /operator@example\.com Shipped 2 items with USPS, tracking number 9400100000000000000000\s*$/,
    /operator@example\.com Refunded \$2\.00 \(late delivery\)\s*$/,
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('the shopper’s side', () => {
  test.use({ storageState: SIGNED_IN.shopper });

  test('My Orders reads Shipped and Delivered, and an order names its carrier with the tracking link', async ({
    page,
  }) => {
    await page.goto('/account/orders');
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: 'Order #1013' })).toContainText('Processing');
    await expect(rows.filter({ hasText: 'Order #1012' })).toContainText('Shipped');
    await expect(rows.filter({ hasText: 'Order #1011' })).toContainText('Delivered');
    await rows.filter({ hasText: 'Order #1012' }).getByRole('link').click();
    const shipments = page.getByRole('region', { name: 'Shipments' });
    await expect(shipments).toContainText('with UPS');
    await expect(shipments.getByRole('link', { name: /Track your package/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA1/,
    );
  });

  test('a shopper is kept out of the back office', async ({ page }) => {
    const answer = await page.goto('/admin/orders');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operators only');
  });
});

test.describe('an admin', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('sees every section, the dashboard’s figures and the team', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link')).toHaveText([
      'Orders',
      'Customers',
      'Content',
      'Catalogue',
      'Dashboard',
      'Team',
    ]);
    await expect(page.getByRole('heading', { name: 'Today (UTC)' })).toBeVisible();
    await expect(page.locator('[data-figure="orders-today"]')).toHaveText(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'Slowest routes' })).toBeVisible();
    await page.goto('/admin/team');
    const team = page.getByRole('region', { name: 'Who has a role' });
    await expect(team.getByRole('row').filter({ hasText: 'operator@example.com' })).toContainText('Operator');
    await expect(team.getByRole('button', { name: 'Remove role of admin@example.com' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('imports a feed: a bad price refuses the file with its line and column, and the shop’s own export changes nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/catalogue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue');
    const header =
      'Handle,Title,Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price';
    const bad = `${header}\nnew-kibble,New Kibble,Science Diet,Dry Food,"species::dog, site::DTC",Size,4 lb,77001,1814,5,abc\n`;
    // setInputFiles does not wait for the island: a file chosen before it hydrates is lost, and Import stays disabled.
    const picker = page.getByLabel(/Shopify product CSV/);
    await expect(picker).toBeEnabled();
    await picker.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Import' }).click();
    const report = page.getByRole('region', { name: 'Report' });
    await expect(report).toContainText('Nothing was imported: 1 problem in bad.csv.');
    const problem = report.getByRole('row').filter({ hasText: 'new-kibble' });
    await expect(problem).toContainText('2');
    await expect(problem).toContainText('Variant Price');
    await expect(problem).toContainText('must be a price such as 12.99, not "abc"');

    const exported = await page.request.get('/admin/catalogue/export?format=csv');
    expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="catalogue-.*\.csv"$/);
    await picker.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: await exported.body() });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(report).toContainText('Nothing to change: the catalogue already matches catalogue.csv.');
    const history = page.getByRole('region', { name: 'Latest imports' });
    await page.reload();
    await expect(history.getByRole('row').nth(1)).toContainText('Nothing to change');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
