import { expect, test } from '@playwright/test';
import { fillAddressForm, newShopper } from '../support/account';

test('a customer adds an address and edits it in the address book (spec 000 §2 Address Book)', async ({ page }) => {
  await newShopper(page, 'Alex', 'Morgan');

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

test('deleting an address asks first in a dialog, and deleting the default says which address takes over (spec 000 §2 Address Book)', async ({
  page,
}) => {
  page.on('dialog', (native) => {
    throw new Error(`a native ${native.type()} dialog opened: ${native.message()}`);
  });
  await newShopper(page, 'Sam', 'Ortiz');
  await page.goto('/account/address-book');
  for (const [address1, city, zip] of [
    ['1200 Larimer St', 'Denver', '80204'],
    ['800 Pearl St', 'Boulder', '80302'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await fillAddressForm(form, { firstName: 'Sam', lastName: 'Ortiz', address1, city, state: 'CO', zip });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('listitem', { name: new RegExp(address1) })).toBeVisible();
  }
  const larimer = page.getByRole('listitem', { name: /1200 Larimer St/ });
  const pearl = page.getByRole('listitem', { name: /800 Pearl St/ });
  await expect(larimer).toContainText('Default address');

  await larimer.getByRole('button', { name: /^Delete/ }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(ask).toBeVisible();
  await expect(ask).toHaveAccessibleDescription(
    '1200 Larimer St, Denver, CO 80204 will be removed from your address book. It is your default address: 800 Pearl St, Boulder, CO 80302 will become your default address.',
  );
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(larimer).toContainText('Default address');

  await larimer.getByRole('button', { name: /^Delete/ }).click();
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toBeHidden();
  await expect(larimer).toBeVisible();

  await larimer.getByRole('button', { name: /^Delete/ }).click();
  await ask.getByRole('button', { name: 'Delete address' }).click();
  await expect(ask).toBeHidden();
  await expect(larimer).toHaveCount(0);
  await expect(pearl).toContainText('Default address');
  await expect(page.getByRole('status')).toHaveText(
    'Address deleted. 800 Pearl St, Boulder, CO 80302 is now your default address.',
  );
  await page.reload();
  await expect(page.getByRole('listitem', { name: /800 Pearl St/ })).toContainText('Default address');

  // The last address, the default too, says there will be none.
  await page
    .getByRole('listitem', { name: /800 Pearl St/ })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(ask).toContainText('It is your default address and your only one: you will have no saved address.');
});
