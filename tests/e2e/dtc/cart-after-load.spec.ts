// A guest with a cart gets the pages kept for every guest (issue: speed, "what is personal on a cached page comes from
// a tiny request after load"): the page is drawn without the cart, the browser fetches its cart and shows the count,
// and an add goes into that same cart (spec 000 §4 "Cart"). A guest without a cart asks for nothing.
import { expect, test, type Page } from '@playwright/test';
import { PUPPY } from '../support/cart';

const PUPPY_TITLE = 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food';
const SHARED = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** The cart calls the page makes, by their last path segment. */
function watchCartCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/ecom/v1.0/') && /cart/.test(path)) calls.push(path.split('/').pop()!);
  });
  return calls;
}

test('a guest who added on a listing sees the count on kept pages, and adds to the same cart from a product page', async ({
  page,
}) => {
  const calls = watchCartCalls(page);
  await page.goto('/products/dog/food-form/dry-food');
  const card = page.getByRole('article', { name: PUPPY_TITLE });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  expect(calls).toEqual(['create-cart']);

  const listing = await page.goto('/products');
  expect(listing?.headers()['cache-control']).toBe(SHARED);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  const product = await page.goto(`/products/${PUPPY}?sku=10007`);
  expect(product?.headers()['cache-control']).toBe(SHARED);
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText('Added 1 · 2 in cart');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');
  await expect(banner.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // (The product page's giving widget may tag the cart in the background: update-cart-attributes.)
  expect(calls.filter((call) => call !== 'update-cart-attributes')).toEqual([
    'create-cart',
    'current-cart',
    'current-cart',
    'add-cart-line-items',
  ]);

  // One cart holds both: the cart page (drawn for this guest) shows one line of two.
  const cart = await page.goto('/cart');
  expect(cart?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByTestId('estimated-total')).toHaveText('$23.98');
});

test('the mini cart of a kept page opens with the lines of the cart fetched for it', async ({ page }) => {
  await page.goto(`/products/${PUPPY}?sku=10007`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await page.goto('/faq');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Show cart summary' }).click();
  const panel = page.locator('.mini-cart-panel');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('Subtotal (1 item)');
});

test('a guest without a cart asks for none', async ({ page }) => {
  const calls = watchCartCalls(page);
  for (const path of ['/', '/products', `/products/${PUPPY}`, '/faq']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('mini-cart-count')).toHaveText('0');
  }
  expect(calls).toEqual([]);
});
