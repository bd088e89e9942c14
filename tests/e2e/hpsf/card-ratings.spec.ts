// The staff site shows no reviews (spec 000 §1, issue 41): no stars on its cards, none in its search suggestions,
// and no "Top Rated" sort, though the same foods have reviews on the consumer site.
import { expect, test } from '@playwright/test';
import { SIGNED_IN } from '../support/roles';

test.use({ storageState: SIGNED_IN.staff, viewport: { width: 1280, height: 800 } });

test('no stars on the staff catalogue’s cards or in its suggestions, and no Top Rated sort (issue 41 §4)', async ({
  page,
}) => {
  await page.goto('/products/dog/species');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(10);
  await expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0);
  await expect(page.locator('a[href$="#reviews"]')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort by' }).getByRole('option', { name: 'Top Rated' })).toHaveCount(
    0,
  );

  await page.getByRole('searchbox', { name: 'Search the catalog' }).click();
  await page
    .getByRole('combobox', { name: 'Search the catalog' })
    .pressSequentially('science diet adult', { delay: 40 });
  const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toBeVisible();
  await expect(products.filter({ hasText: /Rated \d/ })).toHaveCount(0);
  await expect(page.locator('.suggest-stars')).toHaveCount(0);
});
