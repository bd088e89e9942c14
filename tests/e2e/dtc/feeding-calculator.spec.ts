// How much to feed on the product page (issue 42 §2), at a phone's width and a desktop's: a guest describes a 60 lb
// senior dog and reads this food's day, how long each size lasts and the autoship that fits, then one press sets the
// purchase panel to it; a signed-in shopper sees their own pet's figures without typing; bad input is refused with a
// message and no figures; nothing serious for axe. Expected figures come from the calorie content the page shows.
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';

// A senior dry dog food, sold in 2.5, 5, 15 and 33 lb bags, each on autoship every 2, 4, 6 or 8 weeks.
const FOOD = '/products/science-diet-adult-6-chicken-barley-dry-dog';
const BAGS_LB = [2.5, 5, 15, 33];
const PLANS = [
  { name: 'Every 2 weeks', days: 14 },
  { name: 'Every 4 weeks', days: 28 },
  { name: 'Every 6 weeks', days: 42 },
  { name: 'Every 8 weeks', days: 56 },
];

/** The label's calorie content as the page's Calorie Content section gives it. */
async function caloriesOnPage(page: Page): Promise<{ perKg: number; perCup: number }> {
  const text = await page.locator('#calories .calories').innerText();
  const match = /([\d,]+) kcal per kg, ([\d,]+) kcal per cup/.exec(text);
  expect(match, text).not.toBeNull();
  return { perKg: Number(match![1]!.replace(/,/g, '')), perCup: Number(match![2]!.replace(/,/g, '')) };
}

/**
 * What a 60 lb neutered senior dog of normal activity eats of the food, worked as a vet's guide does: resting energy
 * 70 × kg^0.75, times 1.4 for a neutered senior; measured to the quarter cup. Then each bag's days.
 */
function expectedFor({ perKg, perCup }: { perKg: number; perCup: number }) {
  const kg = 60 * 0.45359237;
  const kcal = 70 * kg ** 0.75 * 1.4;
  const cups = Math.round((kcal / perCup) * 4) / 4;
  const whole = Math.floor(cups);
  const fraction = ['', ' 1/4', ' 1/2', ' 3/4'][Math.round((cups - whole) * 4)]!;
  const days = BAGS_LB.map((lb) => Math.floor((lb * 0.45359237 * perKg) / perCup / cups));
  return { cupsText: `${whole}${fraction} cups a day`, kcal: Math.round(kcal).toLocaleString('en-US'), days };
}

const calculator = (page: Page) => page.getByRole('region', { name: 'How much to feed' });

/** Types a dog's weight and age as a shopper who scrolled down to the calculator does, and asks for the figures. */
async function describeDog(section: Locator, weight: string, years: string) {
  await section.scrollIntoViewIfNeeded();
  await section.getByLabel('Weight (lb)').fill(weight);
  await section.getByLabel('Years').fill(years);
  await section.getByLabel('Activity').selectOption('normal');
  await section.getByRole('button', { name: 'Show how much to feed' }).click();
}

async function openSize(page: Page, size: string) {
  await page.goto(FOOD);
  await page
    .getByRole('group', { name: /^Size:/ })
    .getByRole('link', { name: size, exact: true })
    .click();
  await expect(page.getByRole('group', { name: /^Size:/ })).toContainText(`Size: ${size}`);
}

for (const width of [390, 1280]) {
  test(`at ${width} px, a guest's 60 lb senior dog: the day's cups, each bag's days, and "Use Every N weeks" sets the purchase panel (issue 42 §2)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSize(page, '33 lb');
    const expected = expectedFor(await caloriesOnPage(page));
    const section = calculator(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('A starting point: every pet is different. Ask your vet')).toBeVisible();
    await expect(section.getByRole('link', { name: 'My Pets' })).toHaveAttribute('href', '/account/pets');
    await expect(section.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /^\/shelter\/login\?redirect=/,
    );

    await describeDog(section, '60', '8');
    await expect(section.getByText(expected.cupsText)).toBeVisible();
    expect(expected.cupsText).toBe('3 1/4 cups a day'); // the worked example holds for this food too
    await expect(section).toContainText(`about ${expected.kcal} kcal`);
    const lasts = section.getByRole('list').getByRole('listitem');
    await expect(lasts).toHaveText(
      BAGS_LB.map((lb, i) => `${lb} lb bag: about ${expected.days[i]} days${lb === 33 ? ' (this size)' : ''}`),
    );
    const plan = PLANS.filter((p) => p.days <= expected.days[3]!).at(-1)!;
    await expect(section).toContainText(`${plan.name} arrives before the 33 lb bag runs out.`);

    await section.getByRole('button', { name: `Use ${plan.name}` }).click();
    await expect(page.getByRole('radio', { name: 'Autoship' })).toBeChecked();
    const deliver = page.getByRole('combobox', { name: 'Deliver' });
    await expect(deliver).toBeFocused();
    await expect(deliver.locator('option:checked')).toHaveText(plan.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('on a bag too small for any autoship, the calculator says so and its larger size opens on autoship (issue 42 §2)', async ({
  page,
}) => {
  await openSize(page, '2.5 lb');
  const section = calculator(page);
  await describeDog(section, '60', '8');
  await expect(section).toContainText('No autoship comes often enough for one 2.5 lb bag');
  await section.getByRole('link', { name: 'Use the 15 lb bag every 2 weeks' }).click();
  await expect(page).toHaveURL(/\/15lb\?sku=\d+#autoship=autoship-2w$/);
  await expect(page.getByRole('radio', { name: 'Autoship' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Deliver' }).locator('option:checked')).toHaveText('Every 2 weeks');
});

test('a weight of 0, 500 or text, or an age in the future, is refused with a message and no figures (issue 42 §2)', async ({
  page,
}) => {
  await page.goto(FOOD);
  const section = calculator(page);
  const alerts = section.getByRole('alert');
  await describeDog(section, '500', '-1');
  await expect(alerts).toHaveText([
    'A dog weighs between 0.5 lb and 250 lb',
    'An age cannot be in the future: give 0 or more years and months',
  ]);
  await expect(section.getByLabel('Weight (lb)')).toHaveAttribute('aria-invalid', 'true');
  await describeDog(section, '0', '8');
  await expect(alerts).toHaveText(['Give the weight in lb, more than 0']);
  await describeDog(section, 'sixty', '8');
  await expect(alerts).toHaveText(['Give the weight in lb as a number, such as 60']);
  await expect(section).not.toContainText('a day');
  await expect(section).not.toContainText('kcal');
  await describeDog(section, '60', '8');
  await expect(alerts).toHaveCount(0);
  await expect(section).toContainText('3 1/4 cups a day');
});

/** Gives the customer of `email` a pet, as My Pets would keep it, in the DTC server's database. */
function addPet(email: string, pet: { name: string; birthday: string; weightLb: number }) {
  const db = new Database(join(dirname(test.info().config.configFile!), '.data/e2e-DTC/store.db'), {
    fileMustExist: true,
  });
  try {
    const { id } = db.prepare('select id from auth_users where email = ?').get(email) as { id: string };
    const now = new Date().toISOString();
    db.prepare(
      `insert into pets (id, user_id, name, species, birthday, breed_size, weight_lb, activity, neutered,
         health_conditions, photo_id, created_at, updated_at)
       values (?, ?, ?, 'dog', ?, 'large', ?, 'normal', 1, '[]', null, ?, ?)`,
    ).run(`pet-${Date.now()}`, id, pet.name, pet.birthday, pet.weightLb, now, now);
  } finally {
    db.close();
  }
}

test('a signed-in shopper with a pet sees their pet’s figures without typing (issue 42 §2)', async ({ page }) => {
  const email = await newShopper(page, 'Maxine');
  const eightYearsAgo = new Date();
  eightYearsAgo.setUTCFullYear(eightYearsAgo.getUTCFullYear() - 8);
  addPet(email, { name: 'Max', birthday: eightYearsAgo.toISOString().slice(0, 10), weightLb: 60 });
  await openSize(page, '33 lb');
  const expected = expectedFor(await caloriesOnPage(page));
  const section = calculator(page);
  // Drawn by the server: the figures are there before the island hydrates once the shopper scrolls to it.
  await expect(section.getByRole('radio', { name: 'Max · 60 lb · Senior' })).toBeChecked();
  await expect(section.getByText(expected.cupsText)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText(`about ${expected.kcal} kcal`);
  await expect(section.getByLabel('Weight (lb)')).toBeHidden();
  await expect(section.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // Another dog opens the form, and Max's figures come back when he is chosen again.
  await section.getByRole('radio', { name: 'Another dog' }).check();
  await expect(section.getByLabel('Weight (lb)')).toBeVisible();
  await expect(section).not.toContainText('cups a day');
  await section.getByRole('radio', { name: 'Max · 60 lb · Senior' }).check();
  await expect(section.getByText(expected.cupsText)).toBeVisible();
  expect(await seriousViolations(page, '#how-much-to-feed')).toEqual([]);
});
