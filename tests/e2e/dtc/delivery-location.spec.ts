// Where a signed-in shopper's food is delivered (spec 000 §1 "Guests choose a ZIP location"; spec 001 §4 "Login: …
// set zip/location"): the header's "Deliver to" chooser stays for a signed-in shopper, lists their saved addresses
// beside a typed ZIP, and the stock shown on the product page follows what they chose. Sign-in starts at the default
// address. Each test has its own new shopper.
import { expect, test, type Page } from '@playwright/test';
import { newShopper } from '../support/account';

// Size 10021 of this food is stocked in the central region (Chicago) only, not in the west (Denver, 80011).
const PRODUCT = '/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021';
const CHICAGO = {
  firstName: 'Quinn',
  lastName: 'Park',
  address1: '233 S Wacker Dr',
  city: 'Chicago',
  provinceCode: 'IL',
  zip: '60606',
  countryCode: 'US',
};

/** Saves an address in the signed-in shopper's address book, as the Address Book page does. */
async function saveAddress(page: Page, baseURL: string, address: typeof CHICAGO): Promise<void> {
  const answer = await page.request.post('/api/ecom/v1.0/customer-address-create', {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: { address },
  });
  expect(((await answer.json()) as { customerUserErrors: unknown[] }).customerUserErrors).toEqual([]);
}

const deliverTo = (page: Page, zip: string) =>
  page.getByRole('banner').getByRole('button', { name: `Deliver to ${zip}` });

test('a signed-in shopper switches between a saved address and a typed ZIP, and the stock shown follows', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a new account, and three reloads for three choices
  await newShopper(page, 'Quinn', 'Park');
  await saveAddress(page, baseURL!, CHICAGO);
  await page.goto(PRODUCT);
  await expect(page.getByText('Out of Stock for delivery to 80011')).toBeVisible();

  await deliverTo(page, '80011').click();
  const chicago = page.getByRole('radio', { name: /Quinn Park\s*233 S Wacker Dr, Chicago, IL 60606/ });
  await chicago.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(deliverTo(page, '60606')).toBeVisible();
  await expect(page.getByText('In stock for delivery to 60606')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('location'))).toBe('60606::HOME');

  // The chooser shows the address chosen; a typed ZIP takes over from it.
  await deliverTo(page, '60606').click();
  await expect(chicago).toBeChecked();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('80202');
  await expect(page.getByRole('radio', { name: 'Another ZIP code' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(deliverTo(page, '80202')).toBeVisible();
  await expect(page.getByText('Out of Stock for delivery to 80202')).toBeVisible();

  // And back to the saved address.
  await deliverTo(page, '80202').click();
  await chicago.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('In stock for delivery to 60606')).toBeVisible();
});

test('signing in starts at the default address, whatever ZIP the guest had', async ({ page, baseURL }) => {
  test.slow(); // a new account, signed out and in again
  const email = await newShopper(page, 'Rory', 'Lane');
  await saveAddress(page, baseURL!, { ...CHICAGO, firstName: 'Rory', lastName: 'Lane' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto(PRODUCT);
  await expect(deliverTo(page, '80011')).toBeVisible();

  await page.goto('/shelter/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.goto(PRODUCT);
  await expect(deliverTo(page, '60606')).toBeVisible();
  await expect(page.getByText('In stock for delivery to 60606')).toBeVisible();
});
