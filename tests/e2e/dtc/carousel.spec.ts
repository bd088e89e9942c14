import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// The seed's carousels: the error page shows three products, the home page two (src/content/carousels.json).
const ADULT_DOG = 'Science Diet Adult Chicken & Barley Dry Dog Food';
const INDOOR_CAT = 'Science Diet Adult Indoor Chicken Recipe Dry Cat Food';
const PUPPY = 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food';
const PHONE = { width: 390, height: 844 };

/** The recommended-products carousel of a page, as a shopper finds it. */
async function openCarousel(page: Page, path: string) {
  await page.goto(path);
  const region = page.getByRole('region', { name: 'Recommended Products' });
  await region.scrollIntoViewIfNeeded();
  // Hydrated: Astro drops the island's `ssr` mark once its script has run.
  await expect(region.locator('astro-island').first()).not.toHaveAttribute('ssr');
  return {
    region,
    next: region.getByRole('button', { name: 'Next product' }),
    previous: region.getByRole('button', { name: 'Previous product' }),
    pause: region.getByRole('button', { name: 'Pause carousel' }),
    play: region.getByRole('button', { name: 'Play carousel' }),
    product: (title: string) => region.getByRole('article', { name: title }),
    events: () =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'carousel'),
      ),
  };
}

test.describe('the recommended-products carousel (spec 000 §2, §9; spec 001 §7)', () => {
  test.describe('on a phone, with reduced motion so nothing moves by itself', () => {
    test.use({ viewport: PHONE, reducedMotion: 'reduce' });

    test('on the error page, Next and Previous move one product and tell the data layer', async ({ page }) => {
      const carousel = await openCarousel(page, '/no-such-page');
      await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
      await expect(carousel.product(ADULT_DOG)).toBeInViewport({ ratio: 0.9 });

      await carousel.next.click();
      await expect(carousel.product(INDOOR_CAT)).toBeInViewport({ ratio: 0.9 });
      await expect(carousel.product(ADULT_DOG)).not.toBeInViewport();
      await carousel.previous.click();
      await expect(carousel.product(ADULT_DOG)).toBeInViewport({ ratio: 0.9 });

      expect(await carousel.events()).toEqual([
        {
          event: 'carousel',
          carousel_name: '404 Carousel: Recommended Products',
          item_name: INDOOR_CAT,
          action: 'next',
        },
        {
          event: 'carousel',
          carousel_name: '404 Carousel: Recommended Products',
          item_name: ADULT_DOG,
          action: 'previous',
        },
      ]);
    });

    test('it loops below 1200 px: Previous from the first product shows the last', async ({ page }) => {
      const carousel = await openCarousel(page, '/no-such-page');
      await expect(carousel.previous).toBeEnabled();
      await carousel.previous.click();
      await expect(carousel.product(PUPPY)).toBeInViewport({ ratio: 0.9 });
      await carousel.next.click();
      await expect(carousel.product(ADULT_DOG)).toBeInViewport({ ratio: 0.9 });
    });

    test('the home page carousel reports under its own name', async ({ page }) => {
      const carousel = await openCarousel(page, '/');
      await carousel.next.click();
      await expect(carousel.product(INDOOR_CAT)).toBeInViewport({ ratio: 0.9 });
      expect(await carousel.events()).toEqual([
        {
          event: 'carousel',
          carousel_name: 'HomePage Carousel: Recommended Products',
          item_name: INDOOR_CAT,
          action: 'next',
        },
      ]);
    });

    test('choosing a product tells the data layer which one', async ({ page }) => {
      const carousel = await openCarousel(page, '/');
      // Stay on the page to read the data layer; the carousel's own listener runs before this one.
      await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
      await carousel.product(ADULT_DOG).getByRole('link', { name: ADULT_DOG }).click();
      expect(await carousel.events()).toEqual([
        {
          event: 'carousel',
          carousel_name: 'HomePage Carousel: Recommended Products',
          item_name: ADULT_DOG,
          action: 'select',
        },
      ]);
    });

    test("a card's own Add to Cart works inside the carousel and is not counted as choosing the product", async ({
      page,
    }) => {
      const carousel = await openCarousel(page, '/');
      const card = carousel.product(ADULT_DOG);
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
      await expect(dialog).toBeVisible();
      // Go to Cart is a link inside the slide too, but no product: stay on the page to read the data layer.
      await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
      await dialog.getByRole('link', { name: 'Go to Cart' }).click();
      expect(await carousel.events()).toEqual([]);
    });

    test('reduced motion starts paused, and the keyboard can move it', async ({ page }) => {
      const carousel = await openCarousel(page, '/no-such-page');
      await expect(carousel.play).toBeVisible();
      await carousel.next.focus();
      await page.keyboard.press('Enter');
      await expect(carousel.product(INDOOR_CAT)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press('Space');
      await expect(carousel.product(PUPPY)).toBeInViewport({ ratio: 0.9 });
      await expect(carousel.next).toBeFocused();
    });

    test('axe finds nothing serious with the controls showing', async ({ page }) => {
      const carousel = await openCarousel(page, '/no-such-page');
      await expect(carousel.next).toBeVisible();
      expect(await seriousViolations(page, 'section.carousel')).toEqual([]);
    });
  });

  test.describe('on a phone, moving by itself', () => {
    test.use({ viewport: PHONE });

    test('moves on every 5 seconds until the shopper pauses it', async ({ page }) => {
      await page.clock.install();
      const carousel = await openCarousel(page, '/no-such-page');
      await expect(carousel.pause).toBeVisible();
      await page.clock.runFor(5000);
      await expect(carousel.product(INDOOR_CAT)).toBeInViewport({ ratio: 0.9 });

      await carousel.pause.click();
      await page.mouse.move(0, 0);
      await expect(carousel.play).toBeVisible();
      await page.clock.runFor(15_000);
      await expect(carousel.product(INDOOR_CAT)).toBeInViewport({ ratio: 0.9 });
      // Moving by itself is not the shopper's doing, so the data layer hears nothing.
      expect(await carousel.events()).toEqual([]);
    });

    test('stays put while the pointer rests on it', async ({ page }) => {
      await page.clock.install();
      const carousel = await openCarousel(page, '/no-such-page');
      await carousel.product(ADULT_DOG).hover();
      await page.clock.runFor(15_000);
      await expect(carousel.product(ADULT_DOG)).toBeInViewport({ ratio: 0.9 });
      await page.mouse.move(0, 0);
      await page.clock.runFor(5000);
      await expect(carousel.product(INDOOR_CAT)).toBeInViewport({ ratio: 0.9 });
    });
  });

  test('on a wide screen, where every product fits, there is nothing to move', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const carousel = await openCarousel(page, '/no-such-page');
    for (const title of [ADULT_DOG, INDOOR_CAT, PUPPY]) await expect(carousel.product(title)).toBeInViewport();
    await expect(carousel.next).toBeHidden();
    await expect(carousel.pause).toBeHidden();
  });
});
