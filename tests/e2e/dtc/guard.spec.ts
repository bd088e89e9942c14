import { expect, test } from '@playwright/test';

test.describe('the navigation guard (spec 000 §2)', () => {
  test('a guest at /account/orders?x=1 lands on the shelter login with the base64 of the full path', async ({
    page,
  }) => {
    await page.goto('/account/orders?x=1');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/shelter/login');
    expect(url.searchParams.get('redirect')).toBe(Buffer.from('/account/orders?x=1').toString('base64'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
    await expect(page).toHaveTitle("Log In | Hill's Pet Shop");
  });

  test('a doubled /products segment is removed', async ({ page }) => {
    await page.goto('/products/products/dog');
    expect(new URL(page.url()).pathname).toBe('/products/dog');
  });

  test('an old address from the redirects table is followed', async ({ page }) => {
    await page.goto('/cat-food');
    expect(new URL(page.url()).pathname).toBe('/products/cat/species');
  });
});

test.describe('the error page (spec 000 §2)', () => {
  test('an unknown path shows its message and leads back home', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Error | Hill's Pet Shop");
    await expect(page.getByText('Page Not Found: /nope')).toBeVisible();
    await expect(page.getByRole('img', { name: 'An empty food bowl beside a puzzled dog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Back To Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
