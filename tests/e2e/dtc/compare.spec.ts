// Compare foods (issue 37 §3): ticking Compare on cards fills the compare bar, four at most; the compare page shows
// the foods side by side on a phone, and a food taken away is gone from it and from the bar.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

test('a shopper ticks foods on a phone, compares them, and takes one away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  const boxes = page.getByRole('checkbox', { name: /^Compare/ });
  const bar = page.getByRole('region', { name: 'Foods to compare' });
  await expect(bar).toBeHidden();
  for (const n of [0, 1, 2, 3]) await boxes.nth(n).check();
  await expect(bar).toContainText('4 of 4 foods to compare');
  await expect(boxes.nth(4)).toBeDisabled(); // four at most
  await boxes.nth(3).uncheck();
  await expect(bar).toContainText('3 of 4 foods to compare');
  await expect(boxes.nth(4)).toBeEnabled();
  const names = await Promise.all(
    [0, 1, 2].map((n) =>
      boxes
        .nth(n)
        .getAttribute('aria-label')
        .catch(() => null),
    ),
  );
  expect(names).toHaveLength(3);

  // The choice is kept from page to page.
  await page.reload();
  await expect(bar).toContainText('3 of 4 foods to compare');
  await expect(boxes.nth(0)).toBeChecked();

  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare\?skus=[\w-]+,[\w-]+,[\w-]+$/);
  const table = page.getByRole('table', { name: 'The foods compared, one a column' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /^Price per lb/ })).toContainText('$');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await table
    .getByRole('link', { name: /^Remove/ })
    .first()
    .click();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await page.goto('/products');
  await expect(bar).toContainText('2 of 4 foods to compare');
  await bar.getByRole('button', { name: 'Clear' }).click();
  await expect(bar).toBeHidden();
  await expect(boxes.nth(0)).not.toBeChecked();
});

test('the product page offers the same box, and a ticked size is ticked on its card too', async ({ page }) => {
  await page.goto('/products/science-diet-puppy-chicken-brown-rice-dry-dog');
  await page.getByRole('checkbox', { name: 'Compare with other foods' }).check();
  await expect(page.getByRole('region', { name: 'Foods to compare' })).toContainText('1 of 4 foods to compare');
  await page.goto('/products?search=puppy');
  const card = page.locator('article[data-sku="10007"]');
  await expect(card.getByRole('checkbox', { name: /^Compare/ })).toBeChecked();
});
