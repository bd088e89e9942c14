import { expect, test } from '@playwright/test';
import { SIGNED_IN } from '../support/roles';

test.use({ storageState: SIGNED_IN.shopper });

test.describe('My Subscriptions and the order-management cookie (spec 000 §7 /api/crypto)', () => {
  test('the first change on a freshly opened page goes through without a 401 and retry', async ({ page }) => {
    const refused: string[] = [];
    const calls: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) calls.push(path);
      if (response.status() === 401) refused.push(path);
    });
    await page.goto('/account/autoships');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Save frequency' }) })
      .first();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/change-frequency'));
    await card.getByRole('button', { name: 'Save frequency' }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByRole('status')).toContainText('Now every');
    expect(refused).toEqual([]);
    expect(calls).not.toContain('/api/crypto');
  });
});
