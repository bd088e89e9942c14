// Creates a fresh consumer account through the Create Account page, as a new shopper would, and answers its email.
import { expect, type Page } from '@playwright/test';

export async function registerShopper(page: Page, firstName = 'Robin', lastName = 'Hart'): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/shelter/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
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
