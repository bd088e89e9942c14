// What editors learn from searches (issue 40 §6), in Chromium: a shopper's search is reported to the data layer and
// counted; the studio's Searches page shows it among the searches that found nothing, and from its row an editor
// starts a synonym with the words filled in. axe at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { useSignIn } from '../support/roles';

// Words no product has, the test's own (other specs search beside it).
const word = `zqv${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;

async function searchAsGuest(page: Page) {
  await page.goto(`/search?search=${word}`);
  await expect(page.getByText(`We found no products for "${word}".`)).toBeVisible();
  // The page's script has run once the data layer holds the search.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
          (e) => e.event === 'view_search_results',
        ),
      ),
    )
    .toEqual([{ event: 'view_search_results', search_term: word }]);
}

test('a search is counted, and the studio shows it with a way to add a synonym', async ({ browser, page }) => {
  await searchAsGuest(page);
  await searchAsGuest(page);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await useSignIn(context, 'editor');
  const studio = await context.newPage();
  await studio.goto('/admin?view=searches');
  await expect(studio.getByRole('link', { name: 'Searches', exact: true })).toHaveAttribute('aria-current', 'page');
  const nothing = studio.getByRole('region', { name: 'Searches that found nothing' });
  const row = nothing.getByRole('row').filter({ has: studio.getByRole('rowheader', { name: word }) });
  await expect(row.getByRole('cell').first()).toHaveText('2 searches');
  expect(await seriousViolations(studio, '.studio')).toEqual([]);

  await studio.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(studio.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: `Add synonym for “${word}”` }).click();
  await expect(studio).toHaveURL(`/admin?new=1&type=search_synonym&term=${word}`);
  await expect(studio.getByRole('combobox', { name: 'Type' })).toHaveValue('search_synonym');
  await expect(studio.getByRole('textbox', { name: 'Term' })).toHaveValue(word);
  await expect(studio.getByRole('textbox', { name: 'Key' })).toHaveValue(word);
  await context.close();
});

test('the Searches page reads on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useSignIn(context, 'editor');
  const studio = await context.newPage();
  await studio.goto('/admin?view=searches');
  await expect(studio.getByRole('heading', { name: 'Top searches' })).toBeVisible();
  // Nothing wider than the screen: the studio's tabs scroll within their bar.
  expect(await studio.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(studio, '.studio')).toEqual([]);
  await context.close();
});
