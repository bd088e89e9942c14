// My Pets in My Account (issue 42 §1): a shopper adds a dog by its age, sees its card and lifestage, changes its
// weight and removes it; a refused field says why beside itself and takes the focus. At a phone's width and a desk's.
import { expect, test, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';

async function addMaxByAge(page: Page) {
  await page.getByRole('button', { name: 'Add your first pet' }).click();
  const form = page.getByRole('form', { name: 'Add a pet' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill('Max');
  await form.getByLabel('Dog').check();
  await form.getByLabel('Years').fill('6');
  await form.getByLabel('Months').fill('3');
  await expect(form.getByText('Lifestage: Adult (senior from 7)')).toBeVisible();
  await form.getByLabel('Breed size').selectOption('large');
  await form.getByLabel('Activity').selectOption('normal');
  await form.getByLabel('Spayed or neutered').check();
  await form.getByLabel('Joint Care').check();
  return form;
}

for (const width of [390, 1280]) {
  test(`a shopper adds a dog by its age, changes its weight and removes it, at ${width} px (issue 42 §1)`, async ({
    page,
  }) => {
    test.slow(); // a new account, three checks by axe and two reloads
    await page.setViewportSize({ width, height: 900 });
    await newShopper(page, 'Max', 'Owner');
    await page.goto('/account/pets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Pets');
    await expect(page.getByText('You have not added a pet yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const form = await addMaxByAge(page);
    // A weight of 0 is refused beside the field, which takes the focus; nothing is added.
    await form.getByLabel('Weight in lb').fill('0');
    await form.getByRole('button', { name: 'Add pet' }).click();
    const weight = form.getByLabel('Weight in lb');
    await expect(weight).toBeFocused();
    await expect(weight).toHaveAccessibleDescription('Give the weight in lb, more than 0');
    await expect(form.getByRole('alert')).toHaveText('Please check the marked fields.');
    expect(await seriousViolations(page)).toEqual([]);

    await weight.fill('60');
    await form.getByRole('button', { name: 'Add pet' }).click();
    const card = page.getByRole('listitem', { name: 'Max' });
    await expect(card).toContainText('Dog · Adult · 6 years · 60 lb');
    await expect(card).toContainText('Large (over 50 lb grown)');
    await expect(card).toContainText(/Spayed or neutered\s*Yes/);
    await expect(card).toContainText('Joint Care');
    await expect(page.getByRole('status')).toHaveText('Max is added.');
    expect(await seriousViolations(page)).toEqual([]);

    // The list is the shop's: it is there after a reload, rendered before the island.
    await page.reload();
    await card.getByRole('button', { name: 'Edit Max' }).click();
    const edit = page.getByRole('form', { name: 'Edit Max' });
    await expect(edit.getByLabel('Weight in lb')).toHaveValue('60');
    await edit.getByLabel('Weight in lb').fill('62.5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(card).toContainText('Dog · Adult · 6 years · 62.5 lb');

    await card.getByRole('button', { name: 'Remove Max' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove Max?' });
    await expect(ask.getByRole('button', { name: 'Keep' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Remove Max' }).click();
    await ask.getByRole('button', { name: 'Remove pet' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('You have not added a pet yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You have not added a pet yet.')).toBeVisible();
  });
}

test('My Pets is in the account menu, and a birthday in the future is refused beside the date (issue 42 §1)', async ({
  page,
}) => {
  await newShopper(page, 'Luna', 'Owner');
  await page.goto('/account/my-profile');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'My Account' }).first().getByRole('link', { name: 'My Pets' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Pets');
  await page.getByRole('button', { name: 'Add your first pet' }).click();
  const form = page.getByRole('form', { name: 'Add a pet' });
  await form.getByLabel('Name').fill('Luna');
  await form.getByLabel('Cat').check();
  await expect(form.getByLabel('Breed size')).toHaveCount(0);
  await form.getByLabel('I know the birthday').check();
  const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Birthday', { exact: true }).fill(future);
  await form.getByLabel('Weight in lb').fill('9');
  await form.getByRole('button', { name: 'Add pet' }).click();
  await expect(form.getByLabel('Birthday', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Birthday', { exact: true })).toHaveAccessibleDescription(
    'A birthday cannot be in the future',
  );
  await form.getByLabel('Birthday', { exact: true }).fill('2024-05-01');
  await form.getByRole('button', { name: 'Add pet' }).click();
  await expect(page.getByRole('listitem', { name: 'Luna' })).toContainText(/Cat · Adult · \d+ years · 9 lb/);
});
