// Creates a fresh consumer account through the Create Account page, as a new shopper would, and answers its email;
// signs in with a demo account; fills the address book's form as a shopper types it.
import { expect, type Locator, type Page } from '@playwright/test';
import { confirmFromInbox } from './mailbox';

export async function registerShopper(page: Page, firstName = 'Robin', lastName = 'Hart'): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
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

/** Signs in at the login page with a demo account (README "Demo accounts") and waits for the header to show it. */
export async function signIn(page: Page, email = 'shopper@example.com', password = 'Petfood-demo-1'): Promise<void> {
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
