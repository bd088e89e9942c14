import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { fillAddressForm } from '../support/account';
import { SIGNED_IN } from '../support/roles';

test.use({ storageState: SIGNED_IN.staff });

test('a staff member has deliveries sent home once a default address is saved, and the choice stays (spec 000 §4)', async ({
  page,
}) => {
  await page.goto('/account/my-profile');
  const deliveries = page.getByRole('form', { name: 'Deliveries' });
  await expect(deliveries.getByRole('radio', { name: /My clinic/ })).toBeChecked();
  await expect(deliveries.getByRole('radio', { name: /My clinic/ })).toHaveAccessibleName(
    /117 Main St, Suite 10.*Denver, CO 80204/,
  );
  await deliveries.getByRole('radio', { name: /My home/ }).check();
  await deliveries.getByRole('button', { name: 'Save Delivery Choice' }).click();
  await expect(deliveries.getByRole('alert')).toHaveText(
    'To have deliveries sent home, first save your home address as the default in your address book.',
  );

  await deliveries.getByRole('link', { name: 'Add your home address' }).click();
  await expect(page).toHaveURL(/\/account\/address-book$/);
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await fillAddressForm(form, {
    firstName: 'Casey',
    lastName: 'Clinic',
    address1: '2200 Pearl St',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
  });
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('listitem', { name: /2200 Pearl St/ })).toContainText('Default address');

  await page.goto('/account/my-profile');
  await deliveries.getByRole('radio', { name: /My home/ }).check();
  await deliveries.getByRole('button', { name: 'Save Delivery Choice' }).click();
  await expect(deliveries.getByRole('status')).toHaveText('Your deliveries now go to your home.');

  await page.reload();
  await expect(deliveries.getByRole('radio', { name: /My home/ })).toBeChecked();
  await expect(deliveries.getByRole('radio', { name: /My home/ })).toHaveAccessibleName(
    /2200 Pearl St.*Boulder, CO 80302/,
  );
  await expect(deliveries.getByRole('radio', { name: /My clinic/ })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});
