// The staff site's size dropdown (spec 000 §1: "a size dropdown instead of a size pill"), on cards and product pages,
// marked by the stock at the delivery ZIP (spec 000 §5).
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { PUPPY } from '../support/cart';

const PUPPY_TITLE = 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food';

test.describe('sizes on the staff site (spec 000 §1)', () => {
  test('a card’s size dropdown chooses the size on the card, which is what Add to Cart adds', async ({ page }) => {
    await page.goto('/products?search=puppy');
    const address = page.url();
    const card = page.getByRole('article', { name: PUPPY_TITLE });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    const size = card.getByRole('combobox', { name: 'Size' });
    await expect(size.locator('option:checked')).toHaveText('2.5 lb');

    // 10021 is held by the central warehouse only, not for the guest default 80011.
    await size.selectOption({ label: '15.5 lb (out of stock at 80011)' });
    await expect(card.getByText('15.5 lb is out of stock at 80011')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    await size.selectOption({ label: '30 lb' });
    await expect(card.getByText(/is out of stock at/)).toBeHidden();
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /\/30lb\?sku=10028$/);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText('30 lb');
    expect(page.url()).toBe(address);
    await page.goto('/cart');
    await expect(page.getByText('SKU 10028')).toBeVisible();
  });

  test('a product page offers its sizes in a dropdown, and choosing one opens that size', async ({ page }) => {
    await page.goto(`/products/${PUPPY}`);
    await expect(page.getByRole('link', { name: '30 lb', exact: true })).toHaveCount(0);
    const size = page.getByRole('combobox', { name: 'Size' });
    await expect(size.locator('option')).toHaveText(['2.5 lb', '4.5 lb', '15.5 lb (out of stock at 80011)', '30 lb']);
    await expect(size.locator('option:checked')).toHaveText('2.5 lb');
    await size.selectOption({ label: '30 lb' });
    await expect(page).toHaveURL(/\/products\/science-diet\/[^?]+\/30lb\?sku=10028$/);
    await expect(page.getByText('SKU 10028')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Size' }).locator('option:checked')).toHaveText('30 lb');
  });

  for (const path of ['/products?search=puppy', `/products/${PUPPY}`]) {
    test(`the size dropdowns leave nothing serious for axe on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
