// Creates a fresh consumer account through the Create Account page, as a new shopper would, and answers its email,
// or through the same calls without opening the pages, for a test about what comes after; signs in with a demo
// account; fills the address book's form as a shopper types it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmationLink, confirmFromInbox } from './mailbox';
import { DEMO_PASSWORD } from './roles';

const newEmail = (firstName: string) =>
  `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function registerShopper(page: Page, firstName = 'Robin', lastName = 'Hart'): Promise<string> {
  const email = newEmail(firstName);
  await page.goto('/shelter/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await confirmFromInbox(page, email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  return email;
}

/**
 * A new consumer, signed in in this page's browser: registered through the call the Create Account form sends and
 * confirmed through the form the mailed link opens, with no page opened. The UI itself is tested once
 * (dtc/account.spec.ts).
 */
export async function newShopper(page: Page, firstName = 'Robin', lastName = 'Hart'): Promise<string> {
  const email = newEmail(firstName);
  const headers = { origin: test.info().project.use.baseURL! };
  const made = await page.request.post('/api/account/register', {
    headers,
    data: { email, password: 'a-long-password', firstName, lastName },
  });
  expect(made.status(), await made.text()).toBe(200);
  let link: string | null = null;
  await expect.poll(() => (link = confirmationLink(email))).not.toBeNull();
  const token = new URL(link!, headers.origin).searchParams.get('token')!;
  const confirmed = await page.request.post('/shelter/verify-email', { headers, form: { token }, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  return email;
}

/** Signs in at the login page with a demo account (README "Demo accounts") and waits for the header to show it. */
export async function signIn(page: Page, email = 'shopper@example.com', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/shelter/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
}

export type AddressEntry = {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
};

export async function fillAddressForm(form: Locator, address: AddressEntry): Promise<void> {
  await form.getByLabel('First name').fill(address.firstName);
  await form.getByLabel('Last name').fill(address.lastName);
  await form.getByLabel('Address', { exact: true }).fill(address.address1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('ZIP code').fill(address.zip);
}
