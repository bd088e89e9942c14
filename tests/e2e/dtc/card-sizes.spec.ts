// Choosing a size on a listing card (spec 000 §2 Product card), marked by the stock at the shopper's ZIP (spec 000 §5).
import { expect, test, type Page } from '@playwright/test';
import { dataLayerEvents, PUPPY } from '../support/cart';

const PUPPY_TITLE = 'Science Diet Puppy Chicken & Brown Rice Dry Dog Food';

/** The puppy card of a listing, awake: the page's script has woken its add-to-cart controls. */
async function puppyCard(page: Page, path: string) {
  await page.goto(path);
  const card = page.getByRole('article', { name: PUPPY_TITLE });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  return card;
}

test.describe('choosing a size on a listing card (spec 000 §2 Product card)', () => {
  test('a size pill chooses that size on the card: price, link, and the SKU the cart gets; the filters stay', async ({
    page,
  }) => {
    const card = await puppyCard(page, '/products/dog/species?food-form=dry-food');
    const address = page.url();
    let loads = 0;
    page.on('load', () => (loads += 1));
    const sizes = card.getByRole('list', { name: 'Sizes' });
    await expect(sizes.getByRole('button', { name: '2.5 lb', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('$11.99')).toBeVisible();

    // By keyboard, as any button: Tab to it and press Space.
    const large = sizes.getByRole('button', { name: '30 lb', exact: true });
    await large.focus();
    await page.keyboard.press('Space');
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    await expect(sizes.getByRole('button', { name: '2.5 lb', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('$68.99')).toBeVisible();
    await expect(card.getByText('$11.99')).toHaveCount(0);
    // $68.99 is over the $49 minimum: the card's shipping line follows the price.
    await expect(card.getByText('Eligible for free 2-5 day shipping')).toBeVisible();
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /\/30lb\?sku=10028$/);
    await expect(card.locator('img')).toHaveAttribute('alt', `${PUPPY_TITLE}, 30 lb`);

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toContainText('30 lb');
    const [added] = await dataLayerEvents(page, 'addToCart');
    expect(added?.ecommerce?.items[0]).toMatchObject({ item_id: '10028', price: 68.99, quantity: 1 });
    expect(loads).toBe(0);
    expect(page.url()).toBe(address);

    await dialog.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'SKU 10028' })).toContainText('$68.99');
    await expect(page.getByText('SKU 10007')).toHaveCount(0);
  });

  test('a size out of stock at the shopper’s ZIP is struck, says so, and cannot be added (spec 000 §5)', async ({
    page,
    context,
    baseURL,
  }) => {
    // 10021 (15.5 lb) is held by the central warehouse only: not for the guest default 80011 (Denver).
    const card = await puppyCard(page, '/products?search=puppy');
    const limited = card.getByRole('button', { name: '15.5 lb (out of stock at 80011)' });
    await expect(limited).toHaveCSS('text-decoration-line', 'line-through');
    await limited.click();
    await expect(limited).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('15.5 lb is out of stock at 80011')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Out of Stock', exact: true })).toBeDisabled();
    await card.getByRole('button', { name: '4.5 lb', exact: true }).click();
    await expect(card.getByText('15.5 lb is out of stock at 80011')).toBeHidden();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    // Chicago (60601) is served by the central warehouse: there the same size is an ordinary one.
    await context.addCookies([{ name: 'user_location', value: '60601::HOME', url: baseURL! }]);
    const chicago = await puppyCard(page, '/products?search=puppy');
    await expect(chicago.getByRole('button', { name: /out of stock/ })).toHaveCount(0);
    await chicago.getByRole('button', { name: '15.5 lb', exact: true }).click();
    await expect(chicago.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(chicago.getByText('$38.99')).toBeVisible();
  });

  test('a card’s Autoship and quantity: the + stops at 5 with the alert, and the cart gets that autoship line (spec 000 §5)', async ({
    page,
  }) => {
    const card = await puppyCard(page, '/products?search=puppy');
    await card.getByRole('radio', { name: 'Autoship' }).check();
    const plus = card.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 4; i += 1) await plus.click();
    await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
    await expect(plus).toBeDisabled();
    await expect(card.getByRole('status')).toHaveText('You can have up to 5 of one food on Autoship.');
    // Back to a single purchase, the cart's own limit of 10 applies again.
    await card.getByRole('radio', { name: 'Single Purchase' }).check();
    await expect(plus).toBeEnabled();
    await expect(card.getByRole('status')).toHaveCount(0);
    await card.getByRole('radio', { name: 'Autoship' }).check();

    const add = card.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toContainText('Autoship, every 4 weeks');
    await expect(dialog).toContainText('Added 5 · 5 in cart');
    const [added] = await dataLayerEvents(page, 'addToCart');
    // Autoship takes 5% off $11.99: the data layer gets the price paid and the 5% as the discount.
    expect(added?.ecommerce?.items[0]).toMatchObject({ item_id: '10007', price: 11.39, discount: 0.6, quantity: 5 });
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(add).toBeFocused();
  });

  test('Autoship on a card shows its price and a frequency, and the cart gets the frequency chosen (issue 36 §10)', async ({
    page,
  }) => {
    const card = await puppyCard(page, '/products?search=puppy');
    await expect(card.getByRole('combobox', { name: 'Deliver' })).toHaveCount(0);
    await card.getByRole('radio', { name: 'Autoship' }).check();
    // 5% off $11.99, as the cart will charge it.
    await expect(card.getByText('$11.39')).toBeVisible();
    await expect(card.getByText('with Autoship')).toBeVisible();
    const deliver = card.getByRole('combobox', { name: 'Deliver' });
    await expect(deliver.locator('option:checked')).toHaveText('Every 4 weeks');
    await deliver.selectOption({ label: 'Every 2 weeks' });
    // Another size keeps the frequency and shows its own autoship price ($68.99 less 5%).
    await card.getByRole('list', { name: 'Sizes' }).getByRole('button', { name: '30 lb', exact: true }).click();
    await expect(card.getByText('$65.54')).toBeVisible();
    await expect(deliver.locator('option:checked')).toHaveText('Every 2 weeks');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toContainText('Autoship, every 2 weeks');
    // The page behind the dialog is dimmed (issue 36 §17).
    expect(await dialog.evaluate((d) => getComputedStyle(d, '::backdrop').backgroundColor)).toMatch(
      /rgba\(0, 0, 0, 0\.[1-9]/,
    );
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    // Back to a single purchase: the one-time price and no frequency.
    await card.getByRole('radio', { name: 'Single Purchase' }).check();
    await expect(card.getByText('$68.99')).toBeVisible();
    await expect(deliver).toBeHidden();
  });

  test('the product page marks its sizes by the same stock (spec 000 §5)', async ({ page }) => {
    await page.goto(`/products/${PUPPY}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    await expect(sizes.getByRole('link', { name: '15.5 lb (out of stock at 80011)' })).toBeVisible();
    await expect(sizes.getByRole('link', { name: '30 lb', exact: true })).toBeVisible();
  });
});
