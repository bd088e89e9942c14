// The checkout on a phone (issue 36 items 3 and 17): at 390 px the Review step fits the screen with every Change link
// in view, and the checkout's pages have their own focused header: the shop's mark, "Secure checkout" and the way back
// to the cart, with no announcements, search or main menu to lead the shopper away.
import { expect, test, type Page } from '@playwright/test';
import { fillWithTwoSizes } from '../support/cart';
import { CARDS, confirmDelivery, enterCard, enterInformation, proceedToCheckout } from '../support/checkout';

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the screen's right edge, in pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Two sizes of one food, at list price: the same cart for every test here.
test.beforeEach(({ page, baseURL }) => fillWithTwoSizes(page, baseURL!, 2));

test('at 390 px the Review step fits the phone, its Change links in view, under the focused checkout header', async ({
  page,
}) => {
  await proceedToCheckout(page);
  await enterInformation(
    page,
    {
      firstName: 'Maximiliana',
      lastName: 'Featherstonehaugh',
      address1: '1600 Glenarm Place, Apartment 1234',
      city: 'Denver',
      state: 'Colorado',
      zip: '80202',
    },
    'maximiliana.featherstonehaugh@example.com',
  );
  await confirmDelivery(page);
  await enterCard(page, CARDS.approve);

  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  expect(await overflow(page)).toBe(0);
  const changes = page.getByRole('main').getByRole('link', { name: /^Change / });
  await expect(changes).toHaveCount(4);
  for (const change of await changes.all()) {
    await expect(change).toBeInViewport();
    const box = (await change.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }

  const header = page.getByRole('banner');
  await expect(header).toContainText('Secure checkout');
  await expect(header.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  await expect(header.getByRole('link', { name: /Hill's Pet Shop/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Announcements' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveCount(0);
});

test('the cart page keeps the shop’s header, with a mini-cart toggle a finger can press (44 × 44 px)', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByRole('search')).toBeVisible();
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Show cart summary' });
  const box = (await toggle.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await overflow(page)).toBe(0);
  // A single purchase at list price saves nothing, so the summary does not say "Total Savings $0.00"; a consumer's
  // shipping does not depend on weight, so there is no cart weight either.
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).not.toContainText('Total Savings');
  await expect(page.getByTestId('cart-weight')).toHaveCount(0);
});
