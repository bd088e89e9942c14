// Clinic staff ship to their clinic or their home; an address that takes home delivery only forces home (spec 001 §3
// Address, §4 "A home-delivery-only address forces home", §6). So the staff checkout asks it of a home address, and the
// consumer checkout never does (tests/e2e/dtc/checkout-information.spec.ts).
import { expect, test } from '@playwright/test';
import { fillCart, PUPPY } from '../support/cart';
import { joinedStaff } from '../support/staff';
import { holdIslandScript } from '../support/hydration';

test('a staff member shipping home is asked whether the address takes home delivery only', async ({
  page,
  baseURL,
}) => {
  await joinedStaff(page);
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await page.getByRole('checkbox', { name: /I confirm these products are for the pets in my care/ }).check();
  // The step's script is held back: until it runs, a choice of where to ship would be undone, so none can be made.
  const release = await holdIslandScript(page, 'CheckoutInformation');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/information$/);

  const form = page.getByRole('form', { name: 'Contact' });
  const homeOnly = form.getByRole('checkbox', { name: 'This address takes home delivery only' });
  const home = form.getByRole('radio', { name: 'My home' });
  await expect(form.getByRole('radio', { name: 'My clinic' })).toBeChecked();
  await expect(home).toBeDisabled();
  release();
  await expect(home).toBeEnabled();
  await expect(homeOnly).toHaveCount(0);
  await home.check();
  await expect(homeOnly).toBeVisible();
  await expect(homeOnly).not.toBeChecked();
});
