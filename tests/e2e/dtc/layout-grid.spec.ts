import { expect, test, type Page } from '@playwright/test';

// Spec 001 §9: "The theme grid list is 0, 480, 768, 992, 1132, 1440. A layout helper applies a right offset when
// window width exceeds 1360." and "the default text field style is solo".
const MAX_WIDTH = 1280;

interface Measured {
  gutterLeft: number;
  offsetRight: number;
  clientWidth: number;
  cardColumns: number;
  sidebar: boolean;
}

async function measure(page: Page, width: number): Promise<Measured> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(() => {
    const listing = getComputedStyle(document.querySelector('.listing')!);
    const columns = (el: Element) => getComputedStyle(el).gridTemplateColumns.split(' ').length;
    return {
      gutterLeft: parseFloat(listing.paddingLeft),
      offsetRight: parseFloat(listing.paddingRight),
      clientWidth: document.documentElement.clientWidth,
      cardColumns: columns(document.querySelector('.results ul')!),
      sidebar: columns(document.querySelector('.listing > .layout')!) === 2,
    };
  });
}

// Each step of the grid list, measured just under and at it: the side gutter, the card columns, the filter sidebar.
const steps: [number, { gutter: number; cardColumns: number; sidebar: boolean }][] = [
  [479, { gutter: 16, cardColumns: 1, sidebar: false }],
  [480, { gutter: 20, cardColumns: 2, sidebar: false }],
  [767, { gutter: 20, cardColumns: 2, sidebar: false }],
  [768, { gutter: 24, cardColumns: 3, sidebar: false }],
  [991, { gutter: 24, cardColumns: 3, sidebar: false }],
  [992, { gutter: 32, cardColumns: 3, sidebar: true }],
  [1131, { gutter: 32, cardColumns: 3, sidebar: true }],
  [1132, { gutter: 40, cardColumns: 3, sidebar: true }],
  [1439, { gutter: 40, cardColumns: 3, sidebar: true }],
  [1440, { gutter: 40, cardColumns: 4, sidebar: true }],
];

test.describe('the layout grid (spec 001 §9)', () => {
  test('the gutter, the card columns and the filter sidebar change at 480, 768, 992, 1132 and 1440', async ({
    page,
  }) => {
    await page.goto('/products');
    for (const [width, expected] of steps) {
      const got = await measure(page, width);
      const centred = (got.clientWidth - MAX_WIDTH) / 2;
      // Past 1360 px the column is centred, which leaves more than the gutter (1439 px, 1440 px).
      expect({ gutter: got.gutterLeft, cardColumns: got.cardColumns, sidebar: got.sidebar }, `${width} px`).toEqual({
        ...expected,
        gutter: Math.max(expected.gutter, centred),
      });
    }
  });

  test('the drawers give way to the menu bar and the sidebar at 992', async ({ page }) => {
    await page.goto('/products');
    await page.setViewportSize({ width: 991, height: 900 });
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeVisible();
    await page.setViewportSize({ width: 992, height: 900 });
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop All' })).toBeVisible();
  });

  test('the right offset is the gutter up to 1360 px and centres the 1280 px column beyond it', async ({ page }) => {
    await page.goto('/products');
    const at1360 = await measure(page, 1360);
    expect(at1360.offsetRight).toBe(40);
    for (const width of [1400, 1600, 1920]) {
      const got = await measure(page, width);
      const offset = (got.clientWidth - MAX_WIDTH) / 2;
      expect(got.offsetRight, `${width} px`).toBeCloseTo(offset, 0);
      expect(got.gutterLeft, `${width} px`).toBeCloseTo(offset, 0);
    }
    // The offset centres the content column at its greatest width.
    const box = await page.locator('.listing h1').boundingBox();
    const got = await measure(page, 1920);
    expect(box!.x).toBeCloseTo((got.clientWidth - MAX_WIDTH) / 2, 0);
  });

  test('text fields are "solo": a white field raised by a shadow, with no border of its own', async ({ page }) => {
    for (const [path, fields] of [
      ['/products', ['#site-search', 'select[name="sort"]']],
      ['/contact-us', ['input[type="email"]', 'textarea', 'select']],
    ] as const) {
      await page.goto(path);
      for (const selector of fields) {
        const style = await page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const s = getComputedStyle(el);
            return {
              border: s.borderTopWidth,
              radius: s.borderTopLeftRadius,
              background: s.backgroundColor,
              shadow: s.boxShadow,
              height: el.getBoundingClientRect().height,
            };
          });
        const at = `${path} ${selector}`;
        expect(style.border, at).toBe('0px');
        expect(style.radius, at).toBe('4px');
        expect(style.background, at).toBe('rgb(255, 255, 255)');
        expect(style.shadow, at).toContain('rgba(0, 0, 0, 0.2) 0px 3px 1px -2px');
        expect(style.height, at).toBeGreaterThanOrEqual(48);
      }
    }
  });
});
