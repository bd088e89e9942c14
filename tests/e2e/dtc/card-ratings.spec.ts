// Stars on the consumer site's product cards (issue 41 §4), in Chromium as a shopper meets them: the average and count
// under the title, read out in words, a link to the food's reviews; "Top Rated" puts the best rated first and the
// foods without reviews, which show no stars, last; with the keyboard and axe at 390 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LABEL = /^Rated (\d\.\d) out of 5 by (\d+) reviewers?$/;

const cards = (page: Page) => page.getByRole('article');
const ratingLink = (card: Locator) => card.getByRole('link', { name: LABEL });

/** What the cards of the page say of their ratings, in order: average and count, or null for a card without. */
async function ratingsShown(page: Page): Promise<({ average: number; count: number } | null)[]> {
  const labels = await cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector('a.rating [role="img"]')?.getAttribute('aria-label') ?? null),
  );
  return labels.map((label) => {
    const match = label ? LABEL.exec(label) : null;
    return match ? { average: Number(match[1]), count: Number(match[2]) } : null;
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`stars on product cards at ${viewport.width} px (issue 41 §4)`, () => {
    test.use({ viewport });

    test('a reviewed food’s card shows its stars and count under the title, said in words, linked to its reviews', async ({
      page,
    }) => {
      await page.goto('/products?sort=top-rated');
      const card = cards(page).first();
      const link = ratingLink(card);
      await expect(link).toBeVisible();
      const label = (await link.getAttribute('aria-label')) ?? (await link.getByRole('img').getAttribute('aria-label'));
      const [, average, count] = LABEL.exec(label!)!;
      await expect(link).toHaveText(`(${count})`);
      expect(Number(average)).toBeGreaterThanOrEqual(4);
      // Under the title, and no wider than the stars.
      const title = await card.getByRole('heading').boundingBox();
      const stars = await link.boundingBox();
      expect(stars!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
      expect(stars!.width).toBeLessThan(150);
      const productLink = await card.getByRole('heading').getByRole('link').getAttribute('href');
      await expect(link).toHaveAttribute('href', `${productLink}#reviews`);
      expect(await seriousViolations(page, 'main')).toEqual([]);
    });

    test('the keyboard reaches the stars after the title, and Enter opens the food’s reviews', async ({ page }) => {
      await page.goto('/products?sort=top-rated');
      const card = cards(page).first();
      await card.getByRole('heading').getByRole('link').focus();
      await page.keyboard.press('Tab');
      await expect(ratingLink(card)).toBeFocused();
      const href = await ratingLink(card).getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
      expect(href).toMatch(/^\/products\/.+#reviews$/);
    });
  });
}

test.describe('sorting by rating (issue 41 §4)', () => {
  test.use({ viewport: DESKTOP });

  test('"Top Rated" puts the best rated first, and the foods without reviews, with no stars, last', async ({
    page,
  }) => {
    await page.goto('/products');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Top Rated' });
    await expect(page).toHaveURL(/sort=top-rated/);
    const first = await ratingsShown(page);
    expect(first.every((r) => r !== null)).toBe(true);
    const averages = first.map((r) => r!.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    // Equal averages: the one with more reviews first.
    for (let i = 1; i < first.length; i++)
      if (first[i]!.average === first[i - 1]!.average) expect(first[i]!.count).toBeLessThanOrEqual(first[i - 1]!.count);
    // The last page ends with the foods nobody has reviewed yet: no stars on their cards.
    const numbered = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /^Page \d+$/ });
    await page.goto((await numbered.last().getAttribute('href'))!);
    const end = await ratingsShown(page);
    expect(end.at(-1)).toBeNull();
    const firstUnrated = end.indexOf(null);
    expect(end.slice(firstUnrated).every((r) => r === null)).toBe(true);
    await expect(ratingLink(cards(page).last())).toHaveCount(0);
  });
});
