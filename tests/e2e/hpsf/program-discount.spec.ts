// The demo clinic's staff member with the store's default configuration (spec 001 §6: clinic staff get the program
// discount; spec 000 §4 isEligibleForPd: their group, ZVET, may see Prescription Diet), and a guest of the staff site.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/account';
import { useSignIn } from '../support/roles';
import { CartPage, fillCart, PUPPY } from '../support/cart';

test('a signed-in staff member’s cart takes the program discount off (spec 001 §6)', async ({ page, baseURL }) => {
  await useSignIn(page.context(), 'staff');
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10014', quantity: 2 }]);
  const cart = await CartPage.open(page);
  // 2 × $15.99 = $31.98; 20% off is $6.40.
  await expect(cart.summaryRow('Subtotal Before Savings')).toHaveText('$31.98');
  await expect(cart.summaryRow('Program Discount')).toHaveText('-$6.40');
  await expect(cart.summaryRow('Cart Subtotal')).toHaveText('$25.58');
  await expect(cart.estimatedTotal).toHaveText('$25.58');
});

test('Prescription Diet is in the eligible staff member’s menu and catalogue, not a guest’s (spec 000 §4)', async ({
  page,
  browser,
}) => {
  await useSignIn(page.context(), 'staff');
  await page.goto('/products?brand=prescription-diet');
  // The menu's link sits in the Catalog submenu, shown on hover: counted whether shown or not.
  const menuLink = (p: typeof page) => p.locator('header a[href="/products?brand=prescription-diet"]');
  await expect(menuLink(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /Prescription Diet/, level: 2 }).first()).toBeVisible();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/products?brand=prescription-diet');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menuLink(guest)).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: /Prescription Diet/, level: 2 })).toHaveCount(0);
  await guest.context().close();
});

test('the browser keeps the staff member’s hints after sign-in and forgets them at sign-out (spec 000 §3)', async ({
  page,
}) => {
  await signIn(page, 'staff@example.com');
  const hints = () =>
    page.evaluate(() => ({ pd: localStorage.getItem('isEligibleForPd'), stfk: localStorage.getItem('stfk') }));
  await expect.poll(hints).toEqual({ pd: 'true', stfk: '0002000001' });
  // Home follows /logout after 1 s, which a busy machine can let pass before the address bar is read: wait for its answer.
  const signedOut = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/logout',
  );
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
  expect((await signedOut).ok()).toBe(true);
  await expect.poll(hints).toEqual({ pd: null, stfk: null });
});
