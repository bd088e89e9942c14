// The checkout's information and payment steps as a shopper meets them (issue 15 item 14): a refused ZIP or state says
// so once, beside the field, and the message goes as soon as the field is put right; the address starts from the ZIP
// or saved address chosen in the header (spec 000 §1); the home-delivery-only question is for clinic staff only (spec
// 001 §3 Address, §4, §6); and a card on file from an earlier order pays again without being typed.
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { fillAddressForm, newShopper, type AddressEntry } from '../support/account';
import { fillCart, PUPPY } from '../support/cart';
import { holdIslandScript } from '../support/hydration';
import {
  checkOut,
  confirmDelivery,
  DENVER,
  enterInformation,
  orderNumber,
  placeOrder,
  press,
  proceedToCheckout,
} from '../support/checkout';

const CHICAGO: AddressEntry = {
  firstName: 'Quinn',
  lastName: 'Park',
  address1: '233 S Wacker Dr',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
};
const contact = (page: Page) => page.getByRole('form', { name: 'Contact' });

async function chooseZip(page: Page, from: string, zip: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Deliver to ${from}` })
    .click();
  await page.getByRole('banner').getByRole('textbox', { name: 'ZIP code' }).fill(zip);
  await page.getByRole('banner').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: `Deliver to ${zip}` })).toBeVisible();
}

test('a ZIP outside the chosen state is said once, and the message goes as soon as the ZIP or the state is put right', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await proceedToCheckout(page);
  const form = contact(page);
  await expect(form.getByRole('button', { name: 'Continue to delivery' })).toBeEnabled();
  await form.getByLabel('Email', { exact: true }).fill(`once-${Date.now()}@example.com`);
  await fillAddressForm(form, { ...CHICAGO, state: 'CO' });
  await form.getByLabel('ZIP code').press('Enter');

  const wrongState = page.getByText('ZIP code 60606 is in Illinois, not Colorado.');
  const zip = form.getByLabel('ZIP code');
  await expect(wrongState).toHaveCount(1);
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription('ZIP code 60606 is in Illinois, not Colorado.');
  await expect(zip).toBeFocused();

  // Putting the state right takes the message away at once.
  await form.getByLabel('State').selectOption('IL');
  await expect(wrongState).toHaveCount(0);
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // So does putting the ZIP right.
  await form.getByLabel('State').selectOption('CO');
  await zip.press('Enter');
  await expect(wrongState).toHaveCount(1);
  await zip.fill('80202');
  await expect(wrongState).toHaveCount(0);
  await zip.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
});

test('the ZIP chosen in the header starts the address, and a consumer is not asked about clinic delivery', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await page.goto('/');
  await chooseZip(page, '80011', '60606');
  await proceedToCheckout(page);
  const form = contact(page);
  await expect(form.getByLabel('ZIP code')).toHaveValue('60606');
  await expect(form.getByLabel('State')).toHaveValue('IL');
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('');
  await expect(form.getByText('This address takes home delivery only')).toHaveCount(0);
  await expect(form.getByRole('checkbox')).toHaveCount(1); // "Email me news and offers" only
});

test('a signed-in shopper’s checkout starts from the saved address chosen in the header, not the default', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a new account, two addresses and the checkout
  await newShopper(page, 'Quinn', 'Park');
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const toAddress = (a: AddressEntry) => ({ ...a, state: undefined, provinceCode: a.state, countryCode: 'US' });
  for (const address of [DENVER, CHICAGO]) // the first saved is the default
    await page.request.post('/api/ecom/v1.0/customer-address-create', {
      headers,
      data: { address: toAddress(address) },
    });
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Deliver to / })
    .click();
  await page.getByRole('radio', { name: /Quinn Park\s*233 S Wacker Dr, Chicago, IL 60606/ }).check();
  await page.getByRole('banner').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deliver to 60606' })).toBeVisible();

  await proceedToCheckout(page);
  const form = contact(page);
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('233 S Wacker Dr');
  await expect(form.getByLabel('City')).toHaveValue('Chicago');
  await expect(form.getByLabel('ZIP code')).toHaveValue('60606');
  await expect(form.getByLabel('Use a saved address')).toHaveValue(/.+/);
  await expect(form.getByLabel('Use a saved address').locator('option:checked')).toHaveText(
    'Quinn Park, 233 S Wacker Dr, Chicago',
  );
});

test('a signed-in shopper pays with the card on file from an earlier order, and the order is placed', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a new account and two checkouts
  await newShopper(page, 'Robin', 'Hart');
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  const first = await checkOut(page, DENVER); // with a new card, 4242 4242 4242 4242

  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await proceedToCheckout(page);
  await enterInformation(page, DENVER);
  // The payment step's script held back: a card chosen before it runs would be undone, so none can be chosen.
  const release = await holdIslandScript(page, 'CheckoutPayment');
  await confirmDelivery(page);
  const payment = page.getByRole('form', { name: 'Payment' });
  const onFile = payment.getByRole('radio', { name: /^Visa ending 4242, expires 12\/\d{4}$/ });
  await expect(payment.getByRole('radio', { name: 'Use a new card' })).toBeDisabled();
  release();
  await expect(onFile).toBeEnabled();
  await expect(onFile).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  // Choosing a new card shows the card fields; going back to the card on file hides them.
  await payment.getByRole('radio', { name: 'Use a new card' }).check();
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await onFile.check();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await press(page, payment.getByRole('button', { name: 'Continue to review' }));

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  const second = await orderNumber(page);
  expect(Number(second)).toBeGreaterThan(Number(first));

  // Both orders were paid with the one card on file.
  const db = new Database(join(dirname(test.info().config.configFile!), '.data/e2e-DTC/store.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const cards = db
      .prepare('select payment_method_id as card from orders where number in (?, ?)')
      .all(Number(first), Number(second)) as { card: string }[];
    expect(cards).toHaveLength(2);
    expect(cards[0]!.card).toBe(cards[1]!.card);
  } finally {
    db.close();
  }
});
