import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// Issue: on a phone the whole menu tree and every filter group stood above the products, and a card was about
// 1,250 px tall. Phones get a menu drawer, a filter drawer and compact cards; wide screens keep the bar and sidebar.
const PHONE = { width: 390, height: 844 };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filter/ });
const productCount = (page: Page) => page.getByRole('status').filter({ hasText: /products?$/ });
const optionCount = async (page: Page, name: RegExp) =>
  Number((await page.getByText(name).locator('xpath=..').locator('.option-count').textContent())?.match(/\d+/)?.[0]);

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the search box says what it searches in full, not cut off (issue 36 §17)', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox');
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, inside, placeholder: input.placeholder };
    });
    expect(room.placeholder).toMatch(/SKU/);
    expect(room.text, room.placeholder).toBeLessThanOrEqual(room.inside);
  });

  test('the menu is closed until the Menu button opens it, and its close button and Escape close it', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dog', exact: true })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dry Dog Food' })).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'Dog', exact: true })).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await drawer.getByRole('link', { name: 'Dry Cat Food' }).click();
    await expect(page).toHaveURL(/\/products\/cat\/food-form\/dry-food$/);
  });

  test('the menu works from the keyboard: focus moves in, stays in, and returns to the button', async ({ page }) => {
    await page.goto('/faq');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Dog', exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'Shop All' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the filters wait in a drawer; "Show N products" counts the ticked filters and applies them', async ({
    page,
  }) => {
    await page.goto('/products');
    const total = Number((await productCount(page).textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByRole('checkbox', { name: /^Dog/ })).toBeHidden();
    await expect(filterButton(page)).toHaveText('Filter');

    await filterButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await expect(drawer.getByRole('button', { name: `Show ${total} products` })).toBeVisible();
    const cats = await optionCount(page, /^Cat$/);
    await drawer.getByRole('checkbox', { name: /^Cat/ }).check();
    // A choice in the drawer waits for the button: the page stays, the button says what it would show.
    await expect(drawer.getByRole('button', { name: `Show ${cats} products` })).toBeVisible();
    expect(page.url()).not.toMatch(/species/);

    await drawer.getByRole('button', { name: `Show ${cats} products` }).click();
    await expect(page).toHaveURL(/species=cat/);
    await expect(productCount(page)).toHaveText(`${cats} products`);
    await expect(filterButton(page)).toHaveAccessibleName(/^Filter\s+1\s+active$/);
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();
  });

  test('closing the filter drawer without applying forgets what was ticked there', async ({ page }) => {
    await page.goto('/products');
    const total = Number((await productCount(page).textContent())?.match(/\d+/)?.[0]);
    await filterButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await drawer.getByRole('checkbox', { name: /^Dog/ }).check();
    await expect(drawer.getByRole('button', { name: `Show ${total} products` })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(filterButton(page)).toBeFocused();
    await filterButton(page).click();
    await expect(drawer.getByRole('checkbox', { name: /^Dog/ })).not.toBeChecked();
    await expect(drawer.getByRole('button', { name: `Show ${total} products` })).toBeVisible();
    expect(page.url()).not.toMatch(/species/);
  });

  test('axe finds nothing serious in either drawer while it is open', async ({ page }) => {
    await page.goto('/products');
    for (const [opener, name, panel] of [
      [menuButton(page), 'Menu', '#site-menu'],
      [filterButton(page), 'Filter', '#listing-filter-panel'],
    ] as const) {
      await opener.click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await seriousViolations(page, panel), name).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('the first product card shows on the first screen and cards are compact', async ({ page }) => {
    for (const path of ['/products', '/products/dog/species']) {
      await page.goto(path);
      const cards = page.getByRole('article');
      const first = await cards.first().boundingBox();
      expect(first, path).not.toBeNull();
      expect(first!.y, `${path}: the first card's top`).toBeLessThan(800);
      // A reviewed food's card has one line more, its stars under the title (issue 41 §4).
      for (let i = 0; i < 4; i += 1) {
        const box = await cards.nth(i).boundingBox();
        expect(box!.height, `${path}: card ${i + 1}`).toBeLessThan(480);
      }
    }
  });
});

test.describe('on a wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the full menu bar and the filter sidebar stay on the page, with no drawer buttons', async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dog', 'Cat', 'Science Diet', 'Shop All'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(filterButton(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const dog = page.getByRole('checkbox', { name: /^Dog/ });
    await expect(dog).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show \d+ products?$/ })).toBeHidden();
    // The sidebar stands beside the products, and a tick still applies at once.
    const sidebar = await page.getByRole('form', { name: 'Filter and sort' }).boundingBox();
    const card = await page.getByRole('article').first().boundingBox();
    expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(card!.x);
    await dog.check();
    await expect(page).toHaveURL(/species=dog/);
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the menu and the filters are in the page, with the drawer buttons hidden and Apply to filter', async ({
    page,
  }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dry Dog Food' })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(filterButton(page)).toBeHidden();
    await page.getByRole('checkbox', { name: /^Dog/ }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/species=dog/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
