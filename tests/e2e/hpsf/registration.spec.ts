import { expect, test } from '@playwright/test';

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
  const joining = page.waitForRequest('**/api/identity/join-clinic');
  await page.getByRole('button', { name: 'Confirm and Join' }).click();
  // The join carries the staff member's short-lived token, which the server checks (spec 000 §7).
  expect((await joining).postDataJSON()).toMatchObject({
    groupID: 'clinic-001',
    jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  });
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/products$/);
});
