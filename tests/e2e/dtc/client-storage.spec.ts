// What the browser keeps about a signed-in consumer (spec 000 §3 "Client storage": isEligibleForPd and stfk).
import { expect, test } from '@playwright/test';
import { signIn } from '../support/account';

test('a consumer is kept as not eligible for Prescription Diet, with no staff key (spec 000 §3)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('stfk', 'left over'));
  await signIn(page, 'shopper@example.com');
  const hints = () =>
    page.evaluate(() => ({ pd: localStorage.getItem('isEligibleForPd'), stfk: localStorage.getItem('stfk') }));
  await expect.poll(hints).toEqual({ pd: 'false', stfk: null });
});
