import { expect, test } from '@playwright/test';
import { fillAddressForm, registerShopper } from '../support/account';

test('a customer adds an address and edits it in the address book (spec 000 §2 Address Book)', async ({ page }) => {
  await registerShopper(page, 'Alex', 'Morgan');

  await page.goto('/account/address-book');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await fillAddressForm(form, {
    firstName: 'Alex',
    lastName: 'Morgan',
    address1: '1200 Larimer St',
    city: 'Denver',
    state: 'TX',
    zip: '80204',
  });
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByRole('alert')).toHaveText(/ZIP code 80204 is in Colorado, not Texas\./);
  await form.getByLabel('State').selectOption('CO');
  await form.getByRole('button', { name: 'Save Address' }).click();

  const card = page.getByRole('listitem', { name: /1200 Larimer St/ });
  await expect(card).toContainText('Default address');
  await expect(card).toContainText('Denver, CO 80204');
  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('City')).toHaveValue('Denver');
  await edit.getByLabel('Apartment, suite, etc. (optional)').fill('Suite 4');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('listitem', { name: /1200 Larimer St/ })).toContainText('1200 Larimer St, Suite 4');
  await page.reload();
  await expect(page.getByRole('listitem', { name: /1200 Larimer St/ })).toContainText('1200 Larimer St, Suite 4');
});
