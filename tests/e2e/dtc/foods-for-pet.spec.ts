// Foods for your pet (issue 42 §3): a "For Max" chip for each pet above the listings, and a row of foods for each pet
// on the dashboard and the home page, at a phone's width and a desktop's. Pets are put straight into the test
// store's database for a new shopper of each test, as My Pets would keep them.
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A birthday `years` ago today: an adult at 4, whatever day the suite runs. */
const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

type NewPet = { name: string; species: 'dog' | 'cat'; breedSize?: string; healthConditions?: string[] };

/** The pets of the shopper `email`, kept in the DTC store's database (playwright.config.ts starts it on a fresh file). */
function givePets(email: string, pets: NewPet[]): void {
  const db = new Database(join(dirname(test.info().config.configFile!), '.data/e2e-DTC/store.db'), {
    fileMustExist: true,
  });
  try {
    db.pragma('busy_timeout = 5000');
    const { id } = db.prepare('select id from auth_users where email = ?').get(email.toLowerCase()) as { id: string };
    const insert = db.prepare(
      `insert into pets (id, user_id, name, species, birthday, breed_size, weight_lb, activity, neutered,
        health_conditions, photo_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'normal', 1, ?, null, ?, ?)`,
    );
    pets.forEach((pet, i) => {
      const at = new Date(Date.now() + i * 1000).toISOString();
      insert.run(
        randomUUID(),
        id,
        pet.name,
        pet.species,
        yearsAgo(4),
        pet.breedSize ?? null,
        pet.species === 'dog' ? 60 : 10,
        JSON.stringify(pet.healthConditions ?? []),
        at,
        at,
      );
    });
  } finally {
    db.close();
  }
}

async function shopperWithPets(page: Page): Promise<void> {
  const email = await newShopper(page, 'Pat');
  givePets(email, [
    { name: 'Max', species: 'dog', breedSize: 'large' },
    { name: 'Luna', species: 'cat' },
  ]);
}

const cardTitles = (page: Page) => page.locator('.results article h2').allTextContents();

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`foods for your pet at ${viewport.width} px (issue 42 §3)`, () => {
    test.use({ viewport });

    test('a shopper with a pet follows the "For Max" chip to the foods that suit Max, with the filters showing it, and clears it', async ({
      page,
    }) => {
      test.slow(); // a new account, and axe on a page of product cards
      await shopperWithPets(page);
      await page.goto('/products');
      const chips = page.getByRole('navigation', { name: 'Foods for your pets' });
      await expect(chips.getByRole('link')).toHaveText(['For Max', 'For Luna']);
      await expect(chips.locator('[aria-current]')).toHaveCount(0);
      expect(await seriousViolations(page, '.pet-chips')).toEqual([]);

      await chips.getByRole('link', { name: 'For Max', exact: true }).click();
      await expect(page).toHaveURL(/\/products\?species=dog&pet-age=adult&breed-size=large$/);
      await expect(chips.getByRole('link', { name: 'For Max', exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(chips.getByRole('link', { name: 'For Luna', exact: true })).not.toHaveAttribute(
        'aria-current',
        /.*/,
      );
      // The listing's own filters show the pet's selection (the drawer is closed on a phone, but chosen all the same).
      for (const option of [/^Dog/, /^Adult \(1-6 years\)/, /^Large/])
        await expect(page.getByRole('checkbox', { name: option, includeHidden: true })).toBeChecked();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dog · Adult .* · Large/);
      const titles = await cardTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toMatch(/Dog/);
      for (const title of titles) expect(title).not.toMatch(/Puppy|Senior|Small Paws|Cat/);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await chips.getByRole('link', { name: /^Clear/ }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(chips.locator('[aria-current]')).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: /^Dog/, includeHidden: true })).not.toBeChecked();
    });

    test('the dashboard and the home page show a row of foods for each pet, each with See all to the pet’s listing', async ({
      page,
    }) => {
      test.slow(); // a new account, and axe on a page of product cards
      await shopperWithPets(page);
      await page.goto('/account/dashboard');
      const max = page.getByRole('region', { name: 'Foods for Max' });
      const luna = page.getByRole('region', { name: 'Foods for Luna' });
      await expect(max.getByRole('article').first()).toBeVisible();
      await expect(luna.getByRole('article').first()).toBeVisible();
      expect(await max.getByRole('article').count()).toBeLessThanOrEqual(4);
      for (const title of await luna.getByRole('heading', { level: 3 }).allTextContents()) expect(title).toMatch(/Cat/);
      for (const title of await max.getByRole('heading', { level: 3 }).allTextContents()) expect(title).toMatch(/Dog/);
      expect(await seriousViolations(page, '.pet-foods')).toEqual([]);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Foods for Max' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Foods for Luna' }).getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page, '.pet-foods')).toEqual([]);

      await page.getByRole('link', { name: 'See all foods for Luna' }).click();
      await expect(page).toHaveURL(/\/products\?species=cat&pet-age=adult$/);
      await expect(
        page
          .getByRole('navigation', { name: 'Foods for your pets' })
          .getByRole('link', { name: 'For Luna', exact: true }),
      ).toHaveAttribute('aria-current', 'true');
    });
  });
}

test.describe('without pets, or as a guest (issue 42 §3)', () => {
  test('a shopper with no pets is invited to add one in My Pets, and sees no chips', async ({ page }) => {
    await newShopper(page, 'Kim');
    await page.goto('/account/dashboard');
    const invite = page.getByRole('region', { name: 'Foods for your pet' });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole('link', { name: 'My Pets' })).toHaveAttribute('href', '/account/pets');
    await page.goto('/products');
    await expect(page.getByRole('navigation', { name: 'Foods for your pets' })).toHaveCount(0);
  });

  test('a guest sees no chips on the listing and no pet rows on the home page', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Foods for your pets' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Foods for/)).toHaveCount(0);
  });
});
