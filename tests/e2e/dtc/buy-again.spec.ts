// Buy again and "Bought before" (issue 42 §4) as a shopper meets them at 390 and 1280 px: from My Orders an order goes
// back into the cart in one press, the page says how many items went in with the way to the cart, and the header's
// count follows; My Account lists the foods bought before; a press that can put in only part of the order, or none of
// it, says which items stayed out and why. Axe finds nothing serious on either page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';
import { fillCart, miniCartCount, PUPPY } from '../support/cart';
import { checkOut, DENVER } from '../support/checkout';

const LARGE_PUPPY = 'science-diet-puppy-large-breed-chicken-brown-rice-dry-dog';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A new shopper whose one order is two bags of large-breed puppy food (10084) and one of puppy food (10014), under the
 * free-shipping threshold: its number. Not 10007, which most other tests buy from the same store's stock.
 */
async function shopperWithOrder(page: Page, baseURL: string): Promise<string> {
  await newShopper(page, 'Jordan', 'Lee');
  await fillCart(page, baseURL, [
    { handle: LARGE_PUPPY, sku: '10084', quantity: 2 },
    { handle: PUPPY, sku: '10014', quantity: 1 },
  ]);
  return checkOut(page, DENVER);
}

/** Presses a Buy again button once its island is ready, and answers what it then says. */
async function buyAgain(button: Locator, page: Page): Promise<Locator> {
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeEnabled();
  return page.locator('.buy-again-result');
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Buy again at ${viewport.width} px (issue 42 §4)`, () => {
    test.use({ viewport });

    test('from My Orders the shopper buys an order again, is told so, and the cart count follows; My Account shows what they bought before', async ({
      page,
      baseURL,
    }) => {
      test.slow(); // a new account and a checkout
      const number = await shopperWithOrder(page, baseURL!);
      await page.goto('/account/orders');
      await expect(miniCartCount(page)).toHaveText('0');
      const said = await buyAgain(page.getByRole('button', { name: `Buy again order #${number}` }), page);
      await expect(said).toHaveRole('status');
      await expect(said).toHaveText('3 items added to your cart. View cart');
      await expect(said).toBeFocused();
      await expect(said.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
      await expect(miniCartCount(page)).toHaveText('3');
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.getByRole('link', { name: `Order #${number}` }).click();
      await expect(page.getByRole('button', { name: `Buy again order #${number}` })).toBeVisible();

      await page.goto('/account/dashboard');
      const shelf = page.getByRole('region', { name: 'Bought before' });
      await expect(shelf.getByRole('listitem')).toHaveCount(2);
      await expect(shelf.getByRole('link', { name: /Puppy Chicken & Brown Rice/ })).toHaveAttribute(
        'href',
        /^\/products\/.+\?sku=10014$/,
      );
      await expect(shelf.getByRole('link', { name: /Puppy Large Breed/ })).toHaveAttribute(
        'href',
        /^\/products\/.+\?sku=10084$/,
      );
      await expect(shelf).toContainText(/Last bought \w+ \d{1,2}, \d{4}/);
      expect(await seriousViolations(page, 'main')).toEqual([]);
    });
  });
}

test.describe('Buy again within the cart’s limits (issue 42 §4, spec 000 §5)', () => {
  test.use({ viewport: DESKTOP });

  test('on My Account, a press that fits only part of the order says which items stayed out, and one that fits nothing is refused', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a new account and a checkout
    const number = await shopperWithOrder(page, baseURL!);
    await page.goto('/account/dashboard');
    const button = page.getByRole('button', { name: `Buy again order #${number}` });
    for (const count of ['3', '6', '9']) {
      await buyAgain(button, page);
      await expect(miniCartCount(page)).toHaveText(count);
    }
    const part = await buyAgain(button, page);
    await expect(part.getByRole('paragraph')).toHaveText('1 item added to your cart. View cart');
    await expect(part.getByRole('listitem')).toHaveText([
      /^Only 1 of the 2 .* was added: your cart can hold up to 10 items\.$/,
      /was not added: your cart can hold up to 10 items\.$/,
    ]);
    await expect(miniCartCount(page)).toHaveText('10');

    const none = await buyAgain(button, page);
    await expect(none).toHaveRole('alert');
    await expect(none.getByRole('paragraph')).toHaveText(`Nothing from order #${number} could be added to your cart.`);
    await expect(none.getByRole('listitem')).toHaveCount(2);
    await expect(miniCartCount(page)).toHaveText('10');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
