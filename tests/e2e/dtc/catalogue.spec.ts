import { expect, test } from '@playwright/test';

const count = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: /products?$/ });
const cards = (page: import('@playwright/test').Page) => page.getByRole('article');

test.describe('browsing the catalogue', () => {
  test('filtering by species and food form narrows the list and the URL, and back restores it (spec 001 §3)', async ({
    page,
  }) => {
    await page.goto('/products');
    const all = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('checkbox', { name: /^Dog/ }).check();
    await expect(page).toHaveURL(/species=dog/);
    const dogs = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(dogs).toBeLessThan(all);
    await page.getByRole('checkbox', { name: /^Dry Food/ }).check();
    await expect(page).toHaveURL(/species=dog/);
    await expect(page).toHaveURL(/food-form=dry-food/);
    const dry = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(dry).toBeLessThan(dogs);
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toMatch(/Dry Dog Food$/);
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: /^Dry Food/ })).not.toBeChecked();
    await expect(count(page)).toHaveText(`${dogs} products`);
  });

  test('choosing Autoship or typing a quantity on a card keeps the page, its address and the choice (issue: card controls)', async ({
    page,
  }) => {
    await page.goto('/products/dog/species?food-form=dry-food');
    const card = cards(page).first();
    const address = page.url();
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The card's controls wake when it is scrolled into view.
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('radio', { name: 'Autoship' }).check();
    const quantity = card.getByRole('textbox', { name: /quantity/i });
    await quantity.fill('3');
    await quantity.press('Tab');
    await quantity.focus();
    await quantity.press('Enter');
    // A filter still applies at once: the page reloads with it, so a card change that submitted would have too.
    await page.waitForTimeout(500);
    expect(loads).toBe(0);
    expect(page.url()).toBe(address);
    await expect(card.getByRole('radio', { name: 'Autoship' })).toBeChecked();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('checkbox', { name: /^Wet Food/ }).check();
    await expect(page).toHaveURL(/food-form=wet-food/);
    expect(page.url()).not.toMatch(/purchase|quantity|_r/);
  });

  test('a category path selects its filters and the consumer breadcrumb (spec 000 §2)', async ({ page }) => {
    await page.goto('/products/dog/food-form/dry-food');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dog · Dry Food');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Dog' })).toHaveAttribute('href', '/products/dog/species');
    await expect(page.getByRole('checkbox', { name: /^Dry Food/ })).toBeChecked();
  });

  test('a filter on a category page keeps the category: its address, its menu item and Clear all (issue 36 §9)', async ({
    page,
  }) => {
    await page.goto('/products/dog/food-form/dry-food');
    const before = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    const dry = page.getByRole('checkbox', { name: /^Dry Food/ });
    await expect(dry).toBeChecked();
    await expect(dry).toBeDisabled();
    await page.locator('#listing-filters summary', { hasText: 'Flavor' }).click();
    await page.getByRole('checkbox', { name: /^Chicken/ }).check();
    await expect(page).toHaveURL(/\/products\/dog\/food-form\/dry-food\?(sort=featured&)?flavor=chicken$/);
    const chicken = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(chicken).toBeGreaterThan(0);
    expect(chicken).toBeLessThan(before);
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toMatch(/Dry Dog Food$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dog · Dry Food · Chicken/);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.locator('[aria-current="page"]')).not.toHaveText(/Shop All/);
    await page.getByRole('link', { name: 'Clear all' }).first().click();
    await expect(page).toHaveURL(/\/products\/dog\/food-form\/dry-food$/);
    await expect(count(page)).toHaveText(`${before} products`);
  });

  test('weights read as sizes, and a card filtered to 21–45 lb starts on a size in that range (issue 36 §9)', async ({
    page,
  }) => {
    for (const listing of [
      '/products?species=dog&weight=21lb-45lb',
      '/products/dog/food-form/dry-food?weight=21lb-45lb',
    ]) {
      await page.goto(listing);
      await expect(page.getByRole('checkbox', { name: /^21–45 lb/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /LBS/ })).toHaveCount(0);
      const chosen = await cards(page).locator('.pill.selected').allTextContents();
      expect(chosen.length).toBeGreaterThan(0);
      for (const size of chosen) {
        const pounds = Number(size.match(/[\d.]+/)?.[0]);
        expect(pounds, `${listing}: ${size}`).toBeGreaterThanOrEqual(21);
        expect(pounds, `${listing}: ${size}`).toBeLessThanOrEqual(45);
      }
    }
  });

  test('a card links to its variant page with the sku, at most 2 badges and a 25-character description (spec 000 §2)', async ({
    page,
  }) => {
    await page.goto('/products/dog/food-form/dry-food');
    const card = cards(page).first();
    const link = card.getByRole('heading').getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/products\/science-diet\/[a-z0-9-]+\/[a-z0-9-]+\/[\d.]+lb\?sku=\d+$/);
    expect(await card.locator('.badge').count()).toBeLessThanOrEqual(2);
    expect((await card.locator('.description').textContent())?.trim()).toMatch(/^.{1,25}\.\.\.$/);
    // Each card says something of its own food, not the same opening words (issue 36 §17).
    const blurbs = await cards(page).locator('.description').allTextContents();
    expect(new Set(blurbs).size).toBe(blurbs.length);
    await expect(card.getByText('Single Purchase')).toBeVisible();
    await expect(card.getByText('Free 2-5 day shipping on orders over $49')).toBeVisible();
  });

  test('a product page is preselected by its slug and by ?sku', async ({ page }) => {
    // The 5 lb bag (limited stock, central warehouse only) is named "5 lb (out of stock at 80011)" at the guest ZIP.
    await page.goto('/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/35lb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Science Diet Adult Chicken & Barley Dry Dog Food',
    );
    await expect(
      page.getByRole('group', { name: /Size/ }).getByRole('link', { name: '35 lb', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    const fiveLb = page.getByRole('group', { name: /Size/ }).getByRole('link', { name: /^5 lb/ });
    const sku = new URL((await fiveLb.getAttribute('href'))!, 'http://x').searchParams.get('sku');
    await page.goto(`/products/science-diet-adult-chicken-barley-dry-dog?sku=${sku}`);
    await expect(page.getByText(`SKU ${sku}`)).toBeVisible();
    await expect(page.getByRole('group', { name: /Size/ }).getByRole('link', { name: /^5 lb/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
    expect(data).toMatchObject({ '@type': 'Product', sku, offers: { priceCurrency: 'USD' } });
  });

  test('a card preselects the flavour named by a three-segment slug (spec 000 §2)', async ({ page }) => {
    await page.goto('/products/cat/flavor/tuna');
    const card = cards(page).filter({ hasText: 'Science Diet Adult Canned Cat Food' });
    const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
    expect(href).toContain('/tuna-recipe/');
  });

  test('a search with no result shows the suggestions', async ({ page }) => {
    await page.goto('/search?search=zebra%20steak');
    await expect(page).toHaveURL(/\/products\?search=zebra/);
    await expect(page.getByText('We found no products for "zebra steak".')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Try one of these instead' })).toBeVisible();
    // Nothing to sort (issue 36 §17).
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Dry Dog Food' }).last().click();
    await expect(page).toHaveURL(/\/products\/dog\/food-form\/dry-food$/);
  });
});

test.describe('breadcrumb state (spec 000 §2)', () => {
  test('a breadcrumb click from a product returns to the filtered listing; a plain visit starts clean', async ({
    page,
  }) => {
    await page.goto('/products?species=dog&food-form=wet-food');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/science-diet\//);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Products' }).click();
    await expect(page).toHaveURL(/\/products\?species=dog&food-form=wet-food$/);
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop All' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(await page.evaluate(() => localStorage.getItem('breadcrumbs:listing-filters'))).toBeNull();
  });
});
