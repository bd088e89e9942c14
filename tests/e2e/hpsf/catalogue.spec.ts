import { expect, test } from '@playwright/test';
import { SIGNED_IN } from '../support/roles';

test.use({ storageState: SIGNED_IN.staff });

test.describe('the staff catalogue (HPSF)', () => {
  test('shows no price and no promotions, a size dropdown, and the Catalog breadcrumb (spec 000 §1, §2)', async ({
    page,
  }) => {
    // Prescription Diet is for eligible staff (spec 000 §4), as the demo staff member is.
    await page.goto('/products/dog/brand/prescription-diet');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(card.getByText(/\$\d/)).toHaveCount(0);
    await expect(card.getByText(/shipping|Autoship saves/)).toHaveCount(0);
    await expect(card.getByRole('combobox', { name: 'Size' }).locator('option').first()).toHaveText(/lb/);
    await expect(card.getByRole('list', { name: 'Sizes' })).toHaveCount(0);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/products');
    await expect(crumbs).toContainText('Prescription Diet');
  });

  test('a product page shows no price, no offer data and no reviews', async ({ page }) => {
    await page.goto('/products/prescription-diet-k-d-kidney-care-chicken-recipe-dry-dog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Prescription Diet k/d Kidney Care Chicken Recipe Dry Dog Food',
    );
    await expect(page.getByText(/\$\d/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Reviews' })).toHaveCount(0);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
    expect(data.offers).toBeUndefined();
  });
});
