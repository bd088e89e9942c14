// Puts food in the browser's cart through the API, the way the store's own pages call it, so the cookie lands in the
// browser context.
import { expect, type Page } from '@playwright/test';

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
