// Pages of information load no script for a guest (issue: JavaScript weight): the header's ZIP chooser and mini
// cart, the phone menu and the Contact Us form are drawn by the server and bring their script in on the shopper's
// first touch, without losing that touch.
import { expect, test, type Page } from '@playwright/test';
import { fillCart, PUPPY } from '../support/cart';

/** Every script the browser fetches from now on, and every Content Security Policy complaint. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  const violations: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { scripts, violations };
}

/** Loads a page and lets it settle: anything it would fetch by itself (idle or visible islands) has come by then. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}

test('a guest on the FAQ, a content page and Contact Us loads no script', async ({ page }) => {
  const { scripts, violations } = watchScripts(page);
  for (const path of ['/faq', '/about-us', '/contact-us']) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts, path).toEqual([]);
  }
  expect(violations).toEqual([]);
});

test('on the error page only its recommended products bring script: the header and the layout bring none', async ({
  page,
}) => {
  const { scripts, violations } = watchScripts(page);
  const response = await open(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((path) => /ZipChooser|MiniCart|MenuDrawer|VersionWatch|PageState/.test(path))).toEqual([]);
  expect(violations).toEqual([]);
});

test('a guest with a cart gets its count from the cart store alone, no React, and Tab reaches the header buttons', async ({
  page,
  baseURL,
}) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 2 }]);
  const { scripts, violations } = watchScripts(page);
  await open(page, '/faq');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Deliver to 80011' })).toBeEnabled();
  await expect(banner.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');
  const summary = banner.getByRole('button', { name: 'Show cart summary' });
  await expect(summary).toBeEnabled();
  expect(scripts.some((path) => path.startsWith('/_astro/CartStoreScript'))).toBe(true);
  expect(scripts.filter((path) => /ZipChooser|MiniCart/.test(path))).toEqual([]);
  // No React: told by what a script holds, not its name (a small shared store chunk may be called index too).
  const react: string[] = [];
  for (const path of scripts)
    if (/Symbol\.for\("react\./.test(await (await page.request.get(path)).text())) react.push(path);
  expect(react).toEqual([]);
  expect(violations).toEqual([]);
  // Tab reaches them; the focus is the first touch that brings the island's script in.
  const focused = () => summary.evaluate((el) => el === document.activeElement);
  for (let presses = 0; presses < 30 && !(await focused()); presses++) await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
});

test('the first click on the ZIP chooser opens it, and the ZIP is saved', async ({ page }) => {
  const { scripts, violations } = watchScripts(page);
  await open(page, '/faq');
  expect(scripts).toEqual([]);
  await page.getByRole('button', { name: 'Deliver to 80011' }).click();
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deliver to 80011' })).toHaveAttribute('aria-expanded', 'true');
  await zip.fill('60601');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Deliver to 60601' })).toBeVisible();
  expect(violations).toEqual([]);
});

/** Holds back the scripts whose path matches until `release` is called, as a slow network would. */
async function holdScripts(page: Page, path: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a click made while the ZIP chooser’s script is still on its way opens it once the script is there', async ({
  page,
}) => {
  await open(page, '/faq');
  const release = await holdScripts(page, /\/_astro\/ZipChooser\.[\w-]+\.js$/);
  const toggle = page.getByRole('button', { name: 'Deliver to 80011' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('ZIP code')).toHaveCount(0);
  release();
  await expect(page.getByLabel('ZIP code')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('the ZIP chooser opens from the keyboard on the first Enter', async ({ page }) => {
  await open(page, '/contact-us');
  const toggle = page.getByRole('button', { name: 'Deliver to 80011' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('ZIP code')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('the first click on the mini cart opens it with its lines', async ({ page, baseURL }) => {
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 2 }]);
  await open(page, '/about-us');
  await page.getByRole('button', { name: 'Show cart summary' }).click();
  const panel = page.locator('.mini-cart-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('Qty 2');
  await expect(panel).toContainText('Subtotal (2 items)');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens on its first press though its script comes only then', async ({ page }) => {
    const { scripts } = watchScripts(page);
    await open(page, '/faq');
    expect(scripts).toEqual([]);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Shop All' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('a press on Menu while its script is still on its way opens the menu once it is there', async ({ page }) => {
    await open(page, '/contact-us');
    const release = await holdScripts(page, /\/_astro\/MenuDrawerScript[\w.-]*\.js$/);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});

test('the Contact Us form checks what is missing in the browser, then sends', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-contact-us')) sent.push(request.method());
  });
  const { scripts, violations } = watchScripts(page);
  await open(page, '/contact-us');
  expect(scripts).toEqual([]);
  const form = page.getByRole('form', { name: 'Write to us' });
  const send = form.getByRole('button', { name: 'Send Message' });

  // Nothing filled in: the browser stops the message at the first empty field.
  await send.click();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await form.getByLabel('Your name').fill('Pat Lee');
  await form.getByLabel('Email').fill('pat');
  await form.getByLabel('Topic').selectOption('product');
  await form.getByLabel('Message').fill('Which food suits a senior cat with a sensitive stomach?');
  await send.click();
  await expect(form.getByLabel('Email')).toBeFocused();
  expect(await form.getByLabel('Email').evaluate((field: HTMLInputElement) => field.validity.typeMismatch)).toBe(true);
  expect(sent).toEqual([]);

  await form.getByLabel('Email').fill('pat@example.com');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'We have your message' })).toContainText(
    /Your reference is CU-[0-9A-HJKMNP-TV-Z]{6}\./,
  );
  expect(sent).toEqual(['POST']);
  // The form's script never brought zod: it is the shop that checks a message with it.
  expect(scripts.some((path) => /schemas|zod/i.test(path))).toBe(false);
  expect(violations).toEqual([]);
});
