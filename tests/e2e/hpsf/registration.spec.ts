import { expect, test } from '@playwright/test';
import { accessCode } from '../../support/clinics';

test('a staff member who has not registered is led to find and join their clinic, then shops the catalogue (spec 000 §4, §7)', async ({
  page,
}) => {
  await page.goto('/shelter/login');
  await page.getByLabel('Email', { exact: true }).fill('newstaff@example.com');
  await page.getByLabel('Password').fill('Petfood-demo-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/shelter\/register$/);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/shelter\/register$/);

  await page.getByRole('radio', { name: 'City' }).check();
  await page.getByRole('textbox', { name: 'Search' }).fill('Denver');
  await page.getByRole('search', { name: 'Find your clinic' }).getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Choose Denver Animal Hospital' }).click();
  await expect(page.getByRole('heading', { name: 'Is this your clinic?' })).toBeVisible();
  await expect(page.getByText('117 Main St, Suite 10')).toBeVisible();
  // Joining needs the code the clinic's manager hands out: a wrong one is refused beside the field.
  const code = page.getByRole('textbox', { name: 'Access code' });
  await code.fill('WRNG-CODE');
  await page.getByRole('button', { name: 'Confirm and Join' }).click();
  await expect(page.getByRole('alert')).toHaveText(/access code does not match this clinic/);
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/shelter\/register$/);
  await code.fill(accessCode('clinic-001'));
  const joining = page.waitForRequest('**/api/identity/join-clinic');
  await page.getByRole('button', { name: 'Confirm and Join' }).click();
  // The join carries the staff member's short-lived token, which the server checks (spec 000 §7).
  expect((await joining).postDataJSON()).toMatchObject({
    groupID: 'clinic-001',
    accessCode: accessCode('clinic-001'),
    jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  });
  await expect(page).toHaveURL(/\/products\?joined=clinic-001$/);
  // The first catalogue page says whom they joined (issue 36 §14).
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to the feeding program' })).toContainText(
    'You joined Denver Animal Hospital',
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/products$/);
});
