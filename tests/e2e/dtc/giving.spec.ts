import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { fillCart, PUPPY } from '../support/cart';
import {
  causeIdOf,
  charity,
  GIVING_STORE,
  givingStore,
  openCauseDialog,
  shownWidget,
  storedTrackingId,
} from '../support/giving';

// Each test starts a fresh browser context, so each is a new visit with no tracking yet.
test.describe('the giving widget (spec 001 §2 Widget placements, §4 Giving widget lifecycle)', () => {
  test('shows the donation to the default cause on the product page and in the cart', async ({ page, baseURL }) => {
    const store = await givingStore(page);
    const cause = await charity(page, store.defaultCauseId);
    await page.goto(`/products/${PUPPY}`);
    let widget = await shownWidget(page);
    expect(await causeIdOf(widget)).toBe(store.defaultCauseId);
    await expect(widget).toContainText(new RegExp(`\\$\\d+\\.\\d{2} goes to ${cause.name}`));
    await expect(widget).toHaveAttribute('data-cause-origin', 'default');

    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 2 }]);
    await page.goto('/cart');
    widget = await shownWidget(page);
    expect(await causeIdOf(widget)).toBe(store.defaultCauseId);
    await expect(widget).toContainText(`goes to ${cause.name}`);
  });

  test('a charity found by search becomes the cause and stays chosen after a reload', async ({ page }) => {
    const store = await givingStore(page);
    await page.goto(`/products/${PUPPY}`);
    const widget = await shownWidget(page);
    const dialog = await openCauseDialog(widget);
    // The search opens on its starting category; the shopper searches all of them by a word.
    await dialog.getByLabel('Category').selectOption({ label: 'All categories' });
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(dialog.getByRole('status')).toContainText('Showing 1–');
    const choose = results.getByRole('button', { name: /^Choose / });
    await expect(choose.first()).toBeVisible();
    const label = (await choose.first().getAttribute('aria-label'))!;
    const name = label.replace(/^Choose /, '');
    await choose.first().click();
    await expect(dialog).toBeHidden();
    await expect(widget.getByRole('button', { name: 'Change cause' })).toBeFocused();
    await expect(widget).toContainText(`goes to ${name}`);
    await expect(widget).toHaveAttribute('data-cause-origin', 'searched');
    const chosen = await causeIdOf(widget);
    expect(chosen).not.toBe(store.defaultCauseId);

    await page.reload();
    const again = await shownWidget(page);
    expect(await causeIdOf(again)).toBe(chosen);
    await expect(again).toContainText(`goes to ${name}`);
    await expect(again).toHaveAttribute('data-cause-origin', 'searched');
  });

  test('a chosen cause can be taken back: the widget returns to the shop’s cause, after a reload too', async ({
    page,
  }) => {
    const store = await givingStore(page);
    const shopCause = await charity(page, store.defaultCauseId);
    await page.goto(`/products/${PUPPY}`);
    const widget = await shownWidget(page);
    let dialog = await openCauseDialog(widget);
    // The store's own default is no one's choice: nothing to take back yet.
    await expect(dialog.getByRole('button', { name: 'Go back to the shop’s cause' })).toHaveCount(0);
    const featured = dialog
      .getByRole('list')
      .first()
      .getByRole('button', { name: /^Choose / });
    const name = (await featured.first().getAttribute('aria-label'))!.replace(/^Choose /, '');
    await featured.first().click();
    await expect(widget).toContainText(`goes to ${name}`);
    await expect(widget).toHaveAttribute('data-cause-origin', 'featured');

    dialog = await openCauseDialog(widget);
    await expect(dialog).toContainText(`Your purchases give to ${name}.`);
    await dialog.getByRole('button', { name: 'Go back to the shop’s cause' }).click();
    await expect(dialog).toBeHidden();
    await expect(widget).toContainText(`goes to ${shopCause.name}`);
    await expect(widget).toHaveAttribute('data-cause-origin', 'default');
    await page.reload();
    const again = await shownWidget(page);
    expect(await causeIdOf(again)).toBe(store.defaultCauseId);
    await expect(again).toHaveAttribute('data-cause-origin', 'default');
  });

  test('?sgcause= selects that cause and saves it to tracking', async ({ page }) => {
    const store = await givingStore(page);
    const other = store.featuredCauseIds.find((id) => id !== store.defaultCauseId)!;
    await page.goto(`/products/${PUPPY}?sgcause=${other}`);
    const widget = await shownWidget(page);
    expect(await causeIdOf(widget)).toBe(other);
    const trackingId = await storedTrackingId(page);
    const tracked = await page.request.get(`/api/giving/tracking/${trackingId}/cause`, {
      headers: { 'x-store-id': GIVING_STORE },
    });
    expect(((await tracked.json()) as { causeId: string }).causeId).toBe(other);

    // Without the parameter, the saved cause stays.
    await page.goto(`/products/${PUPPY}`);
    expect(await causeIdOf(await shownWidget(page))).toBe(other);
  });

  test('a browser whose owner cookie is gone starts a tracking of its own and saves its cause there', async ({
    page,
  }) => {
    const store = await givingStore(page);
    const other = store.featuredCauseIds.find((id) => id !== store.defaultCauseId)!;
    await page.goto(`/products/${PUPPY}`);
    await shownWidget(page);
    const first = await storedTrackingId(page);
    const owner = (await page.context().cookies()).find((c) => c.name === 'sg_owner');
    expect(owner).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/giving' });
    // Another browser cannot read it: to anyone without the cookie the tracking does not exist.
    await page.context().clearCookies({ name: 'sg_owner' });
    const stranger = await page.request.get(`/api/giving/tracking/${first}/cause`, {
      headers: { 'x-store-id': GIVING_STORE },
    });
    expect(stranger.status()).toBe(404);

    await page.goto(`/products/${PUPPY}?sgcause=${other}`);
    expect(await causeIdOf(await shownWidget(page))).toBe(other);
    const second = await storedTrackingId(page);
    expect(second).not.toBe(first);
    const tracked = await page.request.get(`/api/giving/tracking/${second}/cause`, {
      headers: { 'x-store-id': GIVING_STORE },
    });
    expect(((await tracked.json()) as { causeId: string }).causeId).toBe(other);
  });

  test('the cart carries the tracking id to the checkout as tracking_id', async ({ page, baseURL }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
    await page.goto('/cart');
    await shownWidget(page);
    const trackingId = await storedTrackingId(page);
    expect(trackingId).toBeTruthy();
    const cartId = (await page.context().cookies()).find((c) => c.name === 'guest_col_cart_id')?.value;
    await expect
      .poll(async () => {
        const answer = await page.request.post('/api/ecom/v1.0/get-cart', {
          headers: { origin: baseURL!, 'content-type': 'application/json' },
          data: { cartId },
        });
        const { cart } = (await answer.json()) as { cart: { attributes: { key: string; value: string }[] } };
        return cart.attributes.find((a) => a.key === 'tracking_id')?.value;
      })
      .toBe(trackingId);
  });

  test('axe finds nothing serious in the widget or its dialog', async ({ page }) => {
    const serious = () => seriousViolations(page, '[data-giving-widget]');
    await page.goto(`/products/${PUPPY}`);
    const widget = await shownWidget(page);
    expect(await serious()).toEqual([]);
    const dialog = await openCauseDialog(widget);
    await expect(dialog.getByRole('status')).toContainText(/Showing|No charities/);
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(widget.getByRole('button', { name: 'Change cause' })).toBeFocused();
  });
});
