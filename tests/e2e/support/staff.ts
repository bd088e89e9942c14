// New staff accounts made the way a new staff member makes one on the staff site, so a test changes nothing the demo
// staff account's tests rely on.
import { expect, type Page } from '@playwright/test';
import { accessCode } from '../../support/clinics';
import { confirmFromInbox } from './mailbox';

export const newStaffEmail = (prefix = 'staff') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the open registration page for `email`, sends it and follows the link in the confirmation mail. */
export async function registerAndConfirm(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Vet');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await confirmFromInbox(page, email);
}

/** A new staff account that joins Denver Animal Hospital (account group ZVET) through the clinic finder. */
export async function joinedStaff(page: Page): Promise<string> {
  const email = newStaffEmail();
  await page.goto('/shelter/register');
  await registerAndConfirm(page, email);
  await page.getByRole('radio', { name: 'City' }).check();
  await page.getByRole('textbox', { name: 'Search' }).fill('Denver');
  await page.getByRole('search', { name: 'Find your clinic' }).getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Choose Denver Animal Hospital' }).click();
  await page.getByRole('textbox', { name: 'Access code' }).fill(accessCode('clinic-001'));
  await page.getByRole('button', { name: 'Confirm and Join' }).click();
  await expect(page).toHaveURL(/\/products\?joined=clinic-001$/);
  return email;
}
