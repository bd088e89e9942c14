import { expect, test } from '@playwright/test';
import { newShopper } from '../support/account';

test('a customer changes their name and phone, and their password after the current one (spec 000 §2 My Profile)', async ({
  page,
}) => {
  await newShopper(page, 'Dana', 'Cole');
  await page.goto('/account/my-profile');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Dana');
  await details.getByLabel('First name').fill('Danielle');
  await details.getByLabel('Phone (optional)').fill('303-555-0199');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Danielle');
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Phone (optional)')).toHaveValue(
    '303-555-0199',
  );

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-the-password');
  await password.getByLabel('New password').fill('a-newer-password');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is not right.');
  await password.getByLabel('Current password').fill('a-long-password');
  await password.getByLabel('New password').fill('a-newer-password');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password is changed.');
});
