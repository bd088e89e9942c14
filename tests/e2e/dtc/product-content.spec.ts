// A product page that sells the food (issue 37): its pictures, and the sections a shopper compares foods by, at a
// phone's width and a desktop's, with nothing serious for axe.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const PUPPY = '/products/science-diet-puppy-chicken-brown-rice-dry-dog';

for (const width of [390, 1280]) {
  test(`at ${width} px, the gallery shows four pictures, a thumbnail brings its picture, and the strip swipes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PUPPY);
    const strip = page.getByRole('list', { name: 'Pictures, 4' });
    await expect(strip.getByRole('listitem')).toHaveCount(4);
    await expect(strip.getByRole('img').first()).toHaveAttribute('alt', /Dry Dog Food, 2.5 lb$/);
    await expect(strip.getByRole('img').nth(3)).toHaveAttribute('alt', /the guaranteed analysis panel/);
    const thumbs = page.locator('[data-gallery-thumb]');
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2);
    expect(page.url()).not.toContain('#'); // the page did not jump to an anchor
    // From the keyboard: the strip takes focus and the arrow keys move it.
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeGreaterThan(2);
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the section links lead to each section, the tables read with their headers, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PUPPY);
  const nav = page.getByRole('navigation', { name: 'Nutrition and feeding' });
  await nav.getByRole('link', { name: 'Feeding Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Feeding Guide' })).toBeInViewport();
  const guide = page.getByRole('table', { name: 'A day’s food by the pet’s weight' });
  await expect(guide.getByRole('columnheader')).toHaveText(['Pet’s weight', 'Under 4 months', '4 to 12 months']);
  await expect(guide.getByRole('row', { name: /^3–6 lb/ })).toContainText('1 cup');
  await nav.getByRole('link', { name: 'Guaranteed Analysis' }).click();
  await expect(page.getByRole('row', { name: 'Crude Protein 25.0% min' })).toBeVisible();
  await expect(page.getByText('3,950 kcal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible(); // the shop's own (issue 41)
  expect(await seriousViolations(page)).toEqual([]);
});

test('wet food by the case: the size leads to its page, priced by the can, and goes in the cart as one item (issue 37 §5)', async ({
  page,
}) => {
  await page.goto('/products/science-diet-adult-wet-can-dog');
  const sizes = page.getByRole('group', { name: /^Size:/ });
  await expect(sizes.getByRole('link')).toHaveText(['13 oz', '13 oz, case of 12', '13 oz, case of 24']);
  await expect(page.getByText('$0.46/oz', { exact: true })).toBeVisible();
  await sizes.getByRole('link', { name: '13 oz, case of 12' }).click();
  await expect(page).toHaveURL(/\/beef-barley\/13oz-case-of-12\?sku=1057412$/);
  await expect(sizes.getByRole('link', { name: '13 oz, case of 12' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('$5.42/can · $0.42/oz, save 10% per oz')).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toContainText('13 oz, case of 12');
  await dialog.getByRole('link', { name: 'Go to Cart' }).click();
  const line = page.getByRole('listitem').filter({ hasText: 'SKU 1057412' });
  await expect(line).toContainText('$64.99');
  await expect(line.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('1');
  await expect(page.getByTestId('estimated-total')).toHaveText('$64.99');
});
