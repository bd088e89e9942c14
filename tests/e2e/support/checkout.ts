// The checkout as a shopper goes through it (spec 001 §4): the four steps at their own URLs, the test gateway's
// cards, and the order number on the confirmation. Shared by the checkout and giving browser tests.
import { expect, type Locator, type Page } from '@playwright/test';
import { fillAddressForm, type AddressEntry } from './account';
import { CartPage } from './cart';

export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  processingError: '4000 0000 0000 0119',
};
/** A home address in Denver (the west stock region). */
export const DENVER: AddressEntry = {
  firstName: 'Robin',
  lastName: 'Hart',
  address1: '1420 Larimer St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};

const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** Activates a control from the keyboard, once its island is ready. */
export async function press(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await expect(control).toBeEnabled();
  await control.focus();
  await page.keyboard.press(key);
}

export async function proceedToCheckout(page: Page): Promise<void> {
  await (await CartPage.open(page)).proceedToCheckout();
}

/** Step 1: the address (and a guest's email), sent with Enter from the last field. */
export async function enterInformation(page: Page, address: AddressEntry, guestEmail?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact' });
  await expect(form.getByRole('button', { name: 'Continue to delivery' })).toBeEnabled();
  if (guestEmail) await form.getByLabel('Email', { exact: true }).fill(guestEmail);
  await fillAddressForm(form, address);
  await form.getByLabel('ZIP code').press('Enter');
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
}

/** Step 2: the shipping method the address decides. */
export async function confirmDelivery(
  page: Page,
  method = /Standard shipping, 2-5 business days: \$5\.99/,
): Promise<void> {
  await expect(page.getByRole('group', { name: 'Shipping method' })).toContainText(method);
  await press(page, page.getByRole('button', { name: 'Continue to payment' }));
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** Step 3: a new card (over any saved one offered), sent with Enter from the security code. */
export async function enterCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  const newCard = form.getByRole('radio', { name: 'Use a new card' });
  if ((await newCard.count()) > 0) await newCard.check();
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Security code').press('Enter');
  await expect(page).toHaveURL(/\/checkout\/review$/);
}

/** Step 4: Place Order from the keyboard. */
export async function placeOrder(page: Page): Promise<void> {
  await press(page, page.getByRole('button', { name: /^Place Order · \$\d+\.\d{2}$/ }));
}

/** A shopper (or a guest, by email) with a cart checks out to `address` with the approving card: the order number. */
export async function checkOut(page: Page, address: AddressEntry, guestEmail?: string): Promise<string> {
  await proceedToCheckout(page);
  await enterInformation(page, address, guestEmail);
  await confirmDelivery(page);
  await enterCard(page, CARDS.approve);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  return orderNumber(page);
}

export async function orderNumber(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: /^Order #\d+ is placed\./ });
  await expect(status).toBeVisible();
  return /#(\d+)/.exec(await status.innerText())![1]!;
}
