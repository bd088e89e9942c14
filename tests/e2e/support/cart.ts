// Puts food in the browser's cart through the API, the way the store's own pages call it, so the cookie lands in the
// browser context; and the cart page as one page object, for the tests that read its totals and work its controls.
import { expect, type Locator, type Page } from '@playwright/test';

type Line = { handle: string; sku: string; quantity: number; sellingPlanId?: string | null };

export async function fillCart(page: Page, baseURL: string, lines: Line[]): Promise<void> {
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const lineItems = [];
  for (const line of lines) {
    const answer = await page.request.post('/api/ecom/v1.0/get-product-by-handle', {
      headers,
      data: { handle: line.handle },
    });
    const { product } = (await answer.json()) as { product: { variants: { sku: string; adminGraphqlId: string }[] } };
    const variant = product.variants.find((v) => v.sku === line.sku)!;
    lineItems.push({
      merchandiseId: variant.adminGraphqlId,
      quantity: line.quantity,
      sellingPlanId: line.sellingPlanId ?? null,
    });
  }
  const created = await page.request.post('/api/ecom/v1.0/create-cart', {
    headers,
    data: { buyerIdentity: {}, lineItems },
  });
  expect(((await created.json()) as { userErrors: unknown[] }).userErrors).toEqual([]);
}

export const PUPPY = 'science-diet-puppy-chicken-brown-rice-dry-dog';

/** Two sizes of one food at list price, a bag of each unless told: a cart with two lines. */
export const fillWithTwoSizes = (page: Page, baseURL: string, small = 1): Promise<void> =>
  fillCart(page, baseURL, [
    { handle: PUPPY, sku: '10007', quantity: small },
    { handle: PUPPY, sku: '10014', quantity: 1 },
  ]);

/** The events the page pushed to window.dataLayer with the given name. */
export function dataLayerEvents(
  page: Page,
  event: string,
): Promise<{ event: string; ecommerce?: { items: Record<string, unknown>[] } }[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === name),
    event,
  ) as never;
}

/** The header's count of what is in the cart. */
export const miniCartCount = (page: Page): Locator => page.getByTestId('mini-cart-count');

/** /cart as a shopper reads it and works it. */
export class CartPage {
  private constructor(readonly page: Page) {}

  /** Opens the cart and waits for its islands to settle, so a change made next is not undone by hydration. */
  static async open(page: Page): Promise<CartPage> {
    await page.goto('/cart', { waitUntil: 'networkidle' });
    return new CartPage(page);
  }

  get estimatedTotal(): Locator {
    return this.page.getByTestId('estimated-total');
  }

  get summary(): Locator {
    return this.page.getByRole('complementary', { name: 'Order Summary' });
  }

  /** The amount beside a line of the Order Summary. */
  summaryRow(label: string): Locator {
    return this.summary.locator('.summary-row').filter({ hasText: label }).locator('dd');
  }

  get freeShippingTracker(): Locator {
    return this.page.getByRole('main').getByTestId('free-shipping-tracker');
  }

  /** The quantity box of a line (any line when the cart holds one). */
  quantity(within: Page | Locator = this.page): Locator {
    return within.getByRole('textbox', { name: /^Quantity of/ });
  }

  /** Types a quantity into a line's box and leaves it, as a shopper does. */
  async setQuantity(value: string, within?: Locator): Promise<void> {
    const box = this.quantity(within);
    await box.fill(value);
    await box.blur();
  }

  async applyCode(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }

  async proceedToCheckout(): Promise<void> {
    await this.page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(this.page).toHaveURL(/\/checkout\/information$/);
  }
}
