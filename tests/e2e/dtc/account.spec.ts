import { expect, test, type Page } from '@playwright/test';
import { registerShopper, signIn } from '../support/account';

/**
 * Keeps what the status of /logout said when that page was shown, for reading once home is reached. The installed clock
 * also runs on its own, so on a busy machine the page's 1 s on the way home can pass before the test reads the page.
 */
async function keepSignOutStatus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      if (location.pathname !== '/logout') return;
      sessionStorage.setItem('signOutStatus', document.querySelector('[role="status"]')?.textContent ?? '');
    });
  });
}

/** What /logout said, once it has been shown and home has followed it. */
async function signOutStatus(page: Page): Promise<string | null> {
  const said = () => page.evaluate(() => sessionStorage.getItem('signOutStatus')).catch(() => null);
  await expect.poll(said, { timeout: 10_000 }).not.toBeNull();
  await expect(page).toHaveURL(/\/$/);
  return said();
}

test.describe('signing in and out (spec 000 §2 guard and After login, §4 Session)', () => {
  test('a guest who opens My Orders signs in and lands on My Orders, then logs out and goes home', async ({ page }) => {
    await keepSignOutStatus(page);
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/shelter\/login\?redirect=/);
    await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await page.getByLabel('Password').fill('Petfood-demo-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    expect(await signOutStatus(page)).toContain('You are signed out');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('a wrong password gets a message beside the form and no sign-in', async ({ page }) => {
    await page.goto('/shelter/login');
    await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.');
    await expect(page).toHaveURL(/\/shelter\/login$/);
  });

  test('a new shopper creates an account and is signed in', async ({ page }) => {
    await registerShopper(page);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('after the inactivity time an alert asks; Continue keeps the session and End session signs out (spec 000 §4 Session)', async ({
  page,
}) => {
  await page.clock.install();
  await keepSignOutStatus(page);
  await signIn(page);
  const alert = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(alert).toBeHidden();
  // The timer starts once its island has hydrated, when the (installed) clock lets the browser go idle.
  await page.clock.runFor(2000);
  await expect(page.locator('astro-island[component-url*="SessionTimer"]:not([ssr])')).toBeAttached();
  await page.clock.fastForward('15:01'); // TOKEN_INACTIVITY_TIME defaults to 900 s
  await expect(alert).toBeVisible();
  // Continue refreshes the session; its answer is held until fourteen minutes have passed on the page's clock, and the
  // timer starts again from the click all the same (a slow answer must not stretch the shopper's fifteen minutes).
  let answerRefresh = () => {};
  const held = new Promise<void>((resolve) => (answerRefresh = resolve));
  await page.route('**/api/ecom/v1.0/refresh-session-token', async (route) => {
    await held;
    await route.continue();
  });
  const refresh = page.waitForRequest('**/api/ecom/v1.0/refresh-session-token');
  await alert.getByRole('button', { name: 'Continue' }).click();
  await refresh;
  await expect(alert).toBeHidden();
  // runFor fires each timer at its own time, as real time would (the activity of the click restarts the timer 1 s later).
  await page.clock.runFor('14:00');
  answerRefresh();
  await expect(alert).toBeHidden();
  await page.clock.runFor('01:02');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'End session' }).click();
  await page.clock.runFor(1000);
  expect(await signOutStatus(page)).toContain('You are signed out');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loggedOutInactive'))).toBe('true');
});

test('with no answer the alert signs out when its countdown ends (spec 000 §4 Session)', async ({ page }) => {
  await page.clock.install();
  await keepSignOutStatus(page);
  await signIn(page);
  const alert = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await page.clock.runFor(2000);
  await expect(page.locator('astro-island[component-url*="SessionTimer"]:not([ssr])')).toBeAttached();
  await page.clock.fastForward('15:01'); // TOKEN_INACTIVITY_TIME defaults to 900 s
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('we will sign you out in 60 seconds unless you continue');
  await page.clock.runFor('00:59');
  await expect(alert.getByRole('timer')).toHaveText('1 second');
  await expect(page).not.toHaveURL(/\/logout$/);
  await page.clock.runFor('00:01');
  await page.clock.runFor(1000);
  expect(await signOutStatus(page)).toContain('You are signed out');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loggedOutInactive'))).toBe('true');
});
