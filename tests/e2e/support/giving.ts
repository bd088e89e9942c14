// The giving widget as a shopper meets it: find it (it hydrates when scrolled into view), read which cause it names,
// open the cause dialog. The demo store's own answers (API.md "Giving") say which causes to expect.
import { expect, type Locator, type Page } from '@playwright/test';

export const GIVING_STORE = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';

type StoreAnswer = { defaultCauseId: string; featuredCauseIds: string[] };
type CauseAnswer = { id: string; name: string; isPortfolio: boolean };

/** The demo store's configuration, as the widget reads it. */
export async function givingStore(page: Page): Promise<StoreAnswer> {
  const answer = await page.request.get('/api/giving/stores/cc-small/none', {
    headers: { 'x-store-id': GIVING_STORE },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as StoreAnswer;
}

/** A charity by its tax id. */
export async function charity(page: Page, id: string): Promise<CauseAnswer> {
  const answer = await page.request.get(`/api/giving/charities/search-by-eins?eins=${encodeURIComponent(id)}`, {
    headers: { 'x-store-id': GIVING_STORE },
  });
  const [found] = ((await answer.json()) as { results: CauseAnswer[] }).results;
  expect(found, `charity ${id}`).toBeTruthy();
  return found!;
}

/** The widget once it has shown a cause: scrolled to, as it hydrates only when a shopper brings it into view. */
export async function shownWidget(page: Page): Promise<Locator> {
  const shown = page.locator('[data-giving-widget][data-cause-id]');
  await expect(async () => {
    await page.locator('[data-giving-widget]').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass();
  return shown;
}

export const causeIdOf = (widget: Locator) => widget.getAttribute('data-cause-id');

export async function openCauseDialog(widget: Locator): Promise<Locator> {
  await widget.getByRole('button', { name: 'Change cause' }).click();
  const dialog = widget.page().getByRole('dialog', { name: 'Choose a cause' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The tracking id the browser keeps for the demo store. */
export const storedTrackingId = (page: Page) =>
  page.evaluate((store) => localStorage.getItem(`sg:tracking:${store}`), GIVING_STORE);
