// The header's search suggestions (issue 40 §5), in Chromium as a shopper uses them: with the keyboard (arrows, Enter,
// Escape), as a screen reader hears them (the combobox's state, the live region), on a phone (the search fills the
// screen), with axe at 390 and 1280 px, and without JavaScript (the form still searches).
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function typeInSearch(page: Page, text: string) {
  await page.goto('/');
  // A search box until the shopper reaches it, when the suggestions' script comes and makes it a combobox.
  await page.getByRole('searchbox', { name: 'Search pet food' }).click();
  const box = page.getByRole('combobox', { name: 'Search pet food' });
  await box.pressSequentially(text, { delay: 40 });
  return box;
}

test.describe('search suggestions (issue 40 §5)', () => {
  test.use({ viewport: DESKTOP });

  test('suggest categories and products as the shopper types, the matched part in bold', async ({ page }) => {
    const box = await typeInSearch(page, 'chick');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option')).toHaveText([
      'Chicken Dog Food',
      'Chicken Cat Food',
    ]);
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products).toHaveCount(6);
    await expect(products.first()).toContainText('Science Diet Puppy Chicken & Brown Rice Dry Dog Food');
    await expect(products.first()).toContainText(/\$\d+\.\d\d/);
    await expect(products.first().locator('b')).toHaveText('Chick');
    await expect(page.getByRole('status').filter({ hasText: 'suggested' })).toHaveText(
      '2 categories and 6 products suggested. Use the up and down arrows to choose, or press Enter to search.',
    );
  });

  test('a reviewed product shows small stars and its count beside the price, said in words (issue 41 §4)', async ({
    page,
  }) => {
    await typeInSearch(page, 'science diet adult');
    const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products).toHaveCount(6);
    const rated = products.filter({ hasText: /Rated \d\.\d out of 5 by \d+ reviewers?/ });
    await expect(rated.first()).toBeVisible();
    // The option's name, which a screen reader says as it is chosen, holds the rating in words; the stars are drawn.
    const option = rated.first();
    const name = (await option.textContent())!;
    const [, count] = /by (\d+) reviewers?/.exec(name)!;
    await expect(option.locator('.suggest-stars')).toHaveAttribute('aria-hidden', 'true');
    await expect(option.locator('.suggest-count')).toHaveText(`(${count})`);
    await expect(option.locator('.suggest-star')).toHaveCount(5);
    // Beside the price: under it, at the option's end.
    const price = (await option.locator('.suggest-price').boundingBox())!;
    const stars = (await option.locator('.suggest-stars').boundingBox())!;
    expect(stars.y).toBeGreaterThanOrEqual(price.y + price.height - 1);
    expect(stars.x + stars.width).toBeCloseTo(price.x + price.width, 0);
    await expect(option.locator('.suggest-star').first()).toHaveCSS('width', '12px');
    expect(await seriousViolations(page, 'header')).toEqual([]);
  });

  test('the arrow keys choose, Enter opens the choice, Escape closes the list', async ({ page }) => {
    const box = await typeInSearch(page, 'salmon cat');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveText('Salmon Cat Food');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await box.press('ArrowUp'); // back in the field: nothing chosen
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.press('ArrowDown'); // opens the list again
    await expect(options.first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/cat\/flavor\/salmon$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Salmon');
  });

  test('Enter with nothing chosen searches; "See all results" does the same', async ({ page }) => {
    const box = await typeInSearch(page, 'kiten');
    await expect(page.getByRole('option', { name: 'See all results for kiten' })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kiten$/);
    await expect(page.getByText('Showing results for kitten')).toBeVisible();
  });

  test('a click on a product opens its page', async ({ page }) => {
    await typeInSearch(page, '10014');
    const option = page.getByRole('option').filter({ hasText: 'Puppy Chicken' });
    await option.click();
    await expect(page).toHaveURL(/sku=10014$/);
  });

  test('nonsense is said to have no suggestions, and nothing opens', async ({ page }) => {
    const box = await typeInSearch(page, 'zzqxv');
    await expect(page.getByRole('status').filter({ hasText: 'No suggestions' })).toHaveText(
      'No suggestions for “zzqxv”. Press Enter to search.',
    );
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('axe finds nothing serious with the suggestions open at 1280 px', async ({ page }) => {
    await typeInSearch(page, 'dry');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page, 'header')).toEqual([]);
  });
});

test.describe('search suggestions on a phone (issue 40 §5)', () => {
  test.use({ viewport: PHONE });

  test('the search fills the screen while in use, and Cancel gives the page back', async ({ page }) => {
    await typeInSearch(page, 'puppy');
    const form = page.getByRole('search');
    await expect(page.getByRole('option').first()).toBeVisible();
    const box = await form.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await expect(page.getByRole('group', { name: 'Products' }).getByRole('option')).toHaveCount(6);
    expect(await seriousViolations(page, 'header')).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
    expect((await form.boundingBox())!.height).toBeLessThan(100);
  });
});

test.describe('search without JavaScript (issue 40 §5)', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the form still searches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search pet food' }).fill('chiken');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?search=chiken$/);
    await expect(page.getByText('Showing results for chicken')).toBeVisible();
  });
});
