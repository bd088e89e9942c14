// The data-layer events of spec 001 §7 a shopper's browsing sends, read from window.dataLayer as the tag manager would.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CartPage, dataLayerEvents, fillCart, PUPPY } from '../support/cart';

const PUPPY_TITLE = 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food';

const ctaEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === 'cta'),
  );

/** Opens a card's product in a new tab, as a shopper may, so this page and its data layer stay. */
async function openInNewTab(page: Page, link: Locator) {
  const opened = page.context().waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  await tab.close();
}

async function selectItems(page: Page) {
  return (await dataLayerEvents(page, 'selectItem')) as unknown as {
    ecommerce: { item_list_id: string; items: Record<string, unknown>[] };
  }[];
}

test.describe('analytics events (spec 001 §7)', () => {
  test('a product page sends viewItem, and choosing Autoship or its frequency sends the cta with the frequency', async ({
    page,
  }) => {
    await page.goto(`/products/${PUPPY}?sku=10014`);
    await expect
      .poll(async () => (await dataLayerEvents(page, 'viewItem'))[0]?.ecommerce?.items)
      .toEqual([
        {
          item_id: '10014',
          name: PUPPY_TITLE,
          brand: 'Science Diet',
          category: 'Dry Food',
          variant: 'Chicken & Brown Rice / 4.5 lb',
          price: 15.99,
          quantity: 1,
          discount: 0,
          index: 0,
        },
      ]);
    await page.getByRole('radio', { name: 'Autoship' }).check();
    await page.getByRole('combobox', { name: 'Deliver' }).selectOption({ label: 'Every 6 weeks' });
    expect(await ctaEvents(page)).toEqual([
      { event: 'cta', cta_name: 'autoship', item_id: '10014', frequency: 'Every 4 weeks' },
      { event: 'cta', cta_name: 'autoship', item_id: '10014', frequency: 'Every 6 weeks' },
    ]);
  });

  test('opening a card from the listing sends selectItem with the list and the size the card shows', async ({
    page,
  }) => {
    await page.goto('/products/dog/species');
    const card = page.getByRole('article', { name: PUPPY_TITLE });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: '30 lb', exact: true }).click();
    await openInNewTab(page, card.getByRole('heading').getByRole('link'));
    const [listed] = await selectItems(page);
    expect(listed?.ecommerce.item_list_id).toBe('product_listing');
    expect(listed?.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: '10028', name: PUPPY_TITLE, price: 68.99, index: 0 }),
    ]);
  });

  test('opening a card from the search results sends selectItem with the search list', async ({ page }) => {
    await page.goto('/products?search=puppy');
    const found = page.getByRole('article').nth(1);
    const title = (await found.getByRole('heading').textContent())?.trim();
    await openInNewTab(page, found.getByRole('heading').getByRole('link'));
    const [searched] = await selectItems(page);
    expect(searched?.ecommerce.item_list_id).toBe('search_results');
    expect(searched?.ecommerce.items[0]).toMatchObject({ name: title, index: 1 });
  });

  test('opening a card from the home page carousel sends selectItem with the carousel’s list', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Recommended Products' });
    await carousel.scrollIntoViewIfNeeded();
    const card = carousel.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim();
    await openInNewTab(page, card.getByRole('heading').getByRole('link'));
    const [chosen] = await selectItems(page);
    expect(chosen?.ecommerce.item_list_id).toBe('recommended_products_homepage');
    expect(chosen?.ecommerce.items[0]).toMatchObject({ name: title, index: 0, quantity: 1 });
  });

  test('the cart page reports a raised quantity as addToCart and a lowered one as removeFromCart', async ({
    page,
    baseURL,
  }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 2 }]);
    const cart = await CartPage.open(page);
    const line = page.getByRole('listitem').filter({ hasText: 'SKU 10014' });
    await line.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(cart.estimatedTotal).toHaveText('$47.97');
    expect((await dataLayerEvents(page, 'addToCart')).map((e) => e.ecommerce?.items)).toEqual([
      [expect.objectContaining({ item_id: '10014', quantity: 1, price: 15.99 })],
    ]);
    const quantity = cart.quantity(line);
    await quantity.fill('1');
    await quantity.press('Tab');
    await expect(cart.estimatedTotal).toHaveText('$15.99');
    expect((await dataLayerEvents(page, 'removeFromCart')).map((e) => e.ecommerce?.items)).toEqual([
      [expect.objectContaining({ item_id: '10014', quantity: 2 })],
    ]);
  });
});
