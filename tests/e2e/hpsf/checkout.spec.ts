// Checkout for clinic staff (issue: HPSF — program discount, clinic ship-to, attestation; spec 001 §3–4 checkout
// attributes). The staff member is a new one who joins the demo staff member's clinic, Denver Animal Hospital, so the
// test changes nothing the other staff tests rely on (the clinic's address joins the checkout shopper's address book).
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillCart, PUPPY } from '../support/cart';
import { joinedStaff } from '../support/staff';

const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
const PROGRAM_DISCOUNT_PERCENT = 20; // the default PROGRAM_DISCOUNT_PERCENT, which every registered staff member gets

const toCents = (text: string) => (text.trim() === 'Free' ? 0 : Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100));

async function totalsIn(scope: Locator): Promise<Record<string, number>> {
  const rows = await scope
    .locator('dl.order-totals > div')
    .evaluateAll((divs) =>
      divs.map(
        (d) => [d.querySelector('dt')?.textContent?.trim() ?? '', d.querySelector('dd')?.textContent ?? ''] as const,
      ),
    );
  // The review's "Estimated tax" is the placed order's "Tax" (issue 36).
  return Object.fromEntries(rows.map(([dt, dd]) => [dt === 'Estimated tax' ? 'Tax' : dt, toCents(dd)]));
}

async function press(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeEnabled();
  await control.focus();
  await page.keyboard.press('Enter');
}

test('a staff member confirms the program statement, ships to the clinic with free shipping and the program discount, and the order is placed', async ({
  page,
  baseURL,
}) => {
  const email = await joinedStaff(page);
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 2 }]);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /I confirm these products are for the pets in my care/ }).check();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // Information: the clinic is chosen and its address shown; nothing to type.
  await expect(page).toHaveURL(/\/checkout\/information$/);
  const form = page.getByRole('form', { name: 'Contact' });
  await expect(form.getByRole('radio', { name: 'My clinic' })).toBeChecked();
  await expect(form.locator('address')).toContainText('117 Main St, Suite 10');
  await expect(form.locator('address')).toContainText('Denver, CO 80204');
  await expect(form.getByLabel('Address', { exact: true })).toHaveCount(0);
  await press(page, form.getByRole('button', { name: 'Continue to delivery' }));

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(page.getByRole('group', { name: 'Shipping method' })).toContainText('Delivery to your clinic: Free');
  await press(page, page.getByRole('button', { name: 'Continue to payment' }));

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const card = page.getByRole('form', { name: 'Payment' });
  await expect(card.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Security code').press('Enter');

  await expect(page).toHaveURL(/\/checkout\/review$/);
  const main = page.getByRole('main');
  await expect(main.locator('.checkout-review address')).toContainText('Jo Vet');
  await expect(main.locator('.checkout-review address')).toContainText('117 Main St, Suite 10');
  await expect(main).toContainText('Delivery to your clinic, free');
  // The label and the statement are a term and its description: whatever space the markup leaves between them.
  await expect(main).toContainText(
    /Program statement\s*I confirm these products are for the pets in my care under the program's terms\./,
  );
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const reviewed = await totalsIn(summary);
  expect(reviewed.Subtotal).toBe(2 * 1199);
  expect(reviewed['Program Discount']).toBe(Math.round((reviewed.Subtotal! * PROGRAM_DISCOUNT_PERCENT) / 100));
  expect(reviewed.Shipping).toBe(0);
  await expect(summary.getByText('Free')).toBeVisible();
  expect(reviewed.Subtotal! - reviewed['Program Discount']! + reviewed.Shipping! + reviewed.Tax!).toBe(reviewed.Total);
  await press(page, page.getByRole('button', { name: /^Place Order/ }));

  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  const status = page.getByRole('status').filter({ hasText: /^Order #\d+ is placed\./ });
  await expect(status).toContainText(`We sent a confirmation to ${email}.`);
  const number = /#(\d+)/.exec(await status.innerText())![1]!;
  expect(await totalsIn(main)).toEqual(reviewed);

  await page.goto('/account/orders');
  const row = page.getByRole('row').filter({ hasText: `Order #${number}` });
  // The row's money is its total; Buy again follows it.
  await expect(row.getByRole('cell').filter({ hasText: /^\$\d/ })).toHaveText(`$${(reviewed.Total! / 100).toFixed(2)}`);

  // What the order carries for the program (spec 001 §3–4): a clinic order, shipped to work, statement confirmed.
  const db = new Database(join(dirname(test.info().config.configFile!), '.data/e2e-HPSF/store.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const order = db
      .prepare('select attributes, shipping_cents, discount_cents from orders where number = ?')
      .get(Number(number)) as { attributes: string; shipping_cents: number; discount_cents: number };
    const attributes = Object.fromEntries(
      (JSON.parse(order.attributes) as { key: string; value: string }[]).map((a) => [a.key, a.value]),
    );
    expect(attributes).toMatchObject({
      sales_org: 'USHD',
      sales_order_type: 'ZK01',
      shipping_location: 'ship_to_work',
      is_clinic_address: 'true',
      is_attestation_checked: 'true',
      ship_to_work_address: '117 Main St, Suite 10, Denver, CO 80204, US',
    });
    expect([order.shipping_cents, order.discount_cents]).toEqual([0, reviewed['Program Discount']]);
  } finally {
    db.close();
  }
});
