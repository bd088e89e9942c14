// The content studio at /admin (issue "Content studio" item 1): who may open it, drafts kept from shoppers until
// published, preview, the product picker, a redirect and a deal list made from scratch, revert, a stale save, and
// accessibility. Every entry changed here is the test's own or is put back, so the specs running beside it see the
// seeded content.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { SIGNED_IN, useSignIn } from '../support/roles';
import { Studio, uniqueKey } from '../support/studio';

const INDOOR_CAT = 'Science Diet Adult Indoor Chicken Recipe Dry Cat Food';
const CONFLICT =
  'Someone else saved this entry since you opened it. Your changes are still here: copy them, reload the entry, and apply them again.';

const handleOf = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Product ${n}\\b`) }).getByRole('textbox', { name: 'Product handle' });
const announcements = (page: Page) => page.getByRole('complementary', { name: 'Announcements' });

test.describe('who may open the studio', () => {
  test('a guest is sent to sign in and comes back to /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`/shelter/login?redirect=${encodeURIComponent(btoa('/admin'))}`);
  });

  test('a shopper gets 403 and a short message', async ({ page }) => {
    await useSignIn(page.context(), 'shopper');
    const answer = await page.goto('/admin');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editors only');
  });

  test('an editor finds the studio from My Account; a shopper’s account does not offer it', async ({
    page,
    browser,
  }) => {
    await useSignIn(page.context(), 'editor');
    await page.goto('/account/dashboard');
    await page.getByRole('region', { name: 'Back Office' }).getByRole('link', { name: 'Open the back office' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();

    const shopper = await (await browser.newContext({ storageState: SIGNED_IN.shopper })).newPage();
    await shopper.goto('/account/dashboard');
    await expect(shopper.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(shopper.getByRole('link', { name: 'Open the back office' })).toHaveCount(0);
    await shopper.context().close();
  });

  test('an editor gets the studio, never cached', async ({ page }) => {
    await Studio.open(page);
    const answer = await page.goto('/admin');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible();
  });
});

test('a draft stays with the editor until it is published, then shoppers see it within 2 s', async ({
  page,
  browser,
}) => {
  const key = uniqueKey('announce');
  const before = `Studio test ${key}: the published words`;
  const after = `Studio test ${key}: the new words`;
  const shopper = await (await browser.newContext()).newPage();
  const studio = await Studio.open(page);
  let id: string | null = null;
  try {
    // A new announcement for DTC, made and published from the studio.
    await studio.startEntry('announcement', key, 'DTC');
    await studio.text.fill(before);
    // Saved before it was ever published, the studio does not pretend shoppers see a published version.
    await studio.saveDraft();
    await expect(studio.status).toHaveText(
      'Draft saved as version 1. No version is published: shoppers do not see this entry until you publish it.',
    );
    await studio.publish('is published');
    id = studio.entryId;
    expect(id).toBeTruthy();
    await shopper.goto('/');
    await expect(announcements(shopper)).toContainText(before);

    // A saved draft is the editor's alone.
    await studio.text.fill(after);
    await studio.saveDraft();
    await expect(studio.status).toHaveText(
      'Draft saved as version 2. Shoppers still see version 1, the published one.',
    );
    await shopper.reload();
    await expect(announcements(shopper)).toContainText(before);
    await expect(announcements(shopper)).not.toContainText(after);

    // Preview shows the draft, and says so.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /^Preview/ }).click(),
    ]);
    await expect(preview).toHaveURL(/\/\?preview=1$/);
    await expect(preview.getByRole('status').filter({ hasText: 'Preview: you are seeing drafts' })).toBeVisible();
    await expect(announcements(preview)).toContainText(after);
    await preview.close();

    await studio.publish('Version 2 is published');
    // The version it replaced is an earlier one, not archived: the entry itself is live.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').nth(0)).toContainText('Published');
    await expect(history.getByRole('listitem').nth(1)).toContainText('Earlier version');
    await expect(history).not.toContainText('Archived');
    // Within 2 s the page shoppers are sent says it (read as the server sends it: a browser's load of the page, with
    // its scripts and pictures, is not what the two seconds are about); then the shopper's page shows it.
    await expect
      .poll(async () => (await shopper.request.get('/')).text(), { timeout: 2_000, intervals: [100] })
      .toContain(after);
    await shopper.reload();
    await expect(announcements(shopper)).toContainText(after);
  } finally {
    if (id) await studio.archive(id);
    await shopper.context().close();
  }
});

test('a carousel gets a product from the picker, in the order chosen, on the cart page', async ({ page, browser }) => {
  const studio = await Studio.open(page);
  const { entries } = await studio.call<{ entries: { id: string; key: string; site: string }[] }>('list-entries', {
    type: 'carousel',
  });
  const cart = entries.find((e) => e.key === 'Cart' && e.site === 'ALL')!;
  const original = await studio.call<{ entry: { data: Record<string, unknown> } }>('get-entry', { id: cart.id });
  const shopper = await (await browser.newContext()).newPage();
  try {
    await studio.openEntry(cart.id);
    await page.getByLabel('Find a product to add').fill('indoor cat');
    const found = page.getByRole('list', { name: 'Products found' });
    await found.getByRole('button', { name: `Add ${INDOOR_CAT}` }).click();
    await expect(found.getByRole('button', { name: `Added ${INDOOR_CAT}` })).toBeDisabled();
    await expect(handleOf(page, 2)).toHaveValue('science-diet-adult-indoor-chicken-recipe-dry-cat');

    // Reordered with the buttons; the moved product keeps the keyboard.
    await page.getByRole('button', { name: 'Move Product 2 up' }).click();
    await expect(page.getByRole('button', { name: 'Move Product 1 down' })).toBeFocused();
    await expect(handleOf(page, 1)).toHaveValue('science-diet-adult-indoor-chicken-recipe-dry-cat');

    await studio.publish('is published');
    await shopper.goto('/cart');
    const slides = shopper.locator('section.carousel [data-carousel-item]');
    await expect(slides).toHaveCount(2);
    await expect(slides.first()).toHaveAttribute('data-carousel-item', INDOOR_CAT);
  } finally {
    const { entry } = await studio.call<{ entry: { version: number } }>('get-entry', { id: cart.id });
    const saved = await studio.call<{ entry: { version: number } }>('save-entry', {
      id: cart.id,
      type: 'carousel',
      key: 'Cart',
      site: 'ALL',
      data: original.entry.data,
      version: entry.version,
    });
    await studio.call('publish-entry', { id: cart.id, version: saved.entry.version });
    await shopper.context().close();
  }
});

test('a redirect made in the studio asks for External beside its box, then the old path leads away', async ({
  page,
}) => {
  const key = uniqueKey('redirect');
  const from = `/${key}`;
  const studio = await Studio.open(page);
  let id: string | null = null;
  try {
    await studio.startEntry('redirect', key);
    await expect(page.getByLabel('Site').getByRole('option')).toHaveText(['All sites']); // one table for both sites
    await page.getByRole('textbox', { name: 'From (a path on this shop)' }).fill(from);
    await page.getByRole('textbox', { name: /^To / }).fill('https://www.example.org/find-a-vet');
    await expect(page.getByLabel('Status code')).toHaveValue('301');
    await page.getByLabel('Status code').selectOption({ label: '302: moved for now' });
    await studio.publish();
    const external = page.getByRole('checkbox', { name: 'External: the target leaves this shop' });
    await expect(external).toHaveAttribute('aria-invalid', 'true');
    await expect(external).toHaveAccessibleDescription(/must be ticked/);

    await external.check();
    await studio.publish('is published');
    id = studio.entryId;
    const answer = await page.request.get(from, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([302, 'https://www.example.org/find-a-vet']);
  } finally {
    if (id) await studio.archive(id);
  }
});

test('a deal list gets a size from the picker, named by its product and size, and its card shows Deal', async ({
  page,
  browser,
}) => {
  const key = uniqueKey('deals');
  const studio = await Studio.open(page);
  const shopper = await (await browser.newContext()).newPage();
  let id: string | null = null;
  try {
    await studio.startEntry('skus_with_deal', key, 'DTC');
    await page.getByLabel('Find a size to add').fill('indoor cat');
    const found = page.getByRole('list', { name: 'Sizes found' });
    const first = found.getByRole('listitem').first();
    await expect(first).toContainText(INDOOR_CAT);
    const sku = (await first.locator('.studio-hit-title').textContent())!.match(/SKU (\S+)$/)![1]!;
    await first.getByRole('button', { name: new RegExp(`^Add ${INDOOR_CAT}, .+ SKU ${sku}$`) }).click();
    await expect(first.getByRole('button', { name: /^Added / })).toBeDisabled();
    const item = page.getByRole('group', { name: new RegExp(`^SKU 1: ${sku}`) });
    await expect(item).toContainText(INDOOR_CAT); // the SKU named by its product, flavour and size
    await expect(item.getByRole('textbox', { name: 'SKU' })).toHaveValue(sku);
    expect(await seriousViolations(page)).toEqual([]); // the sizes found and the named SKU too

    await studio.publish('is published');
    id = studio.entryId;
    await shopper.goto(`/products?search=${sku}`);
    await expect(shopper.locator(`article.card[data-sku="${sku}"] .badge--deal`)).toHaveText('Deal');
  } finally {
    if (id) await studio.archive(id);
    await shopper.context().close();
  }
});

test('reverting to an older version makes a new draft with its words', async ({ page }) => {
  const studio = await Studio.open(page);
  const key = uniqueKey('revert');
  const first = await studio.makeAnnouncement(key, `First words ${key}`);
  await studio.call('save-entry', {
    id: first.id,
    type: 'announcement',
    key,
    site: 'DTC',
    data: { text: `Second words ${key}` },
    version: first.version,
  });
  await studio.openEntry(first.id);
  await expect(studio.text).toHaveValue(`Second words ${key}`);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Revert to this version (1)' }).click();
  await expect(studio.status).toHaveText('Version 1 is back as a new draft, version 3. Publish it when it is ready.');
  await expect(studio.text).toHaveValue(`First words ${key}`);
  await expect(history.getByRole('listitem').first()).toContainText('Version 3');
  await expect(history.getByRole('listitem').first()).toContainText('Draft');
});

test('a stale save is refused with the conflict message and loses nothing', async ({ page }) => {
  const studio = await Studio.open(page);
  const key = uniqueKey('stale');
  const entry = await studio.makeAnnouncement(key, `Opened words ${key}`);
  const other = await studio.inAnotherTab();
  await studio.openEntry(entry.id);
  await other.openEntry(entry.id);

  await other.text.fill(`Saved elsewhere ${key}`);
  await other.saveDraft();
  await expect(other.status).toContainText('Draft saved as version 2');

  const mine = `My careful words ${key}`;
  await studio.text.fill(mine);
  await studio.saveDraft();
  await expect(page.getByRole('alert')).toContainText(CONFLICT);
  await expect(studio.text).toHaveValue(mine);
  const { history } = await studio.call<{ history: unknown[] }>('get-entry', { id: entry.id });
  expect(history).toHaveLength(2);

  await page.getByRole('button', { name: 'Reload the entry' }).click();
  await expect(studio.text).toHaveValue(`Saved elsewhere ${key}`);
});

test('a field the schema refuses is shown beside the field, and nothing is saved', async ({ page }) => {
  const studio = await Studio.open(page);
  const key = uniqueKey('empty');
  const entry = await studio.makeAnnouncement(key, `Some words ${key}`);
  await studio.openEntry(entry.id);
  const text = studio.text;
  await text.fill('');
  await studio.saveDraft();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAccessibleDescription('Fill in this field.');
  await expect(text).toBeFocused();
  const { history } = await studio.call<{ history: unknown[] }>('get-entry', { id: entry.id });
  expect(history).toHaveLength(1);
});

test('axe finds nothing serious on the entry list, an editor and the activity log', async ({ page }) => {
  const serious = () => seriousViolations(page);
  await Studio.open(page);
  await expect(page.getByRole('link', { name: 'HomePage', exact: true })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('link', { name: 'HomePage', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Product carousel: HomePage' })).toBeFocused();
  expect(await serious()).toEqual([]);
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('archiving asks first, and only the second press takes the entry from shoppers', async ({ page, browser }) => {
  const key = uniqueKey('archive');
  const text = `Studio test ${key}: about to be archived`;
  const studio = await Studio.open(page);
  const entry = await studio.makeAnnouncement(key, text, true);
  const shopper = await (await browser.newContext()).newPage();
  try {
    await studio.openEntry(entry.id);
    await page.getByRole('button', { name: 'Archive' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Archive “${key}”? Shoppers stop seeing it within 2 seconds.`);
    await expect(ask.getByRole('button', { name: 'Keep it as it is' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep it as it is' }).click();
    await expect(ask).toBeHidden();
    await shopper.goto('/');
    await expect(announcements(shopper)).toContainText(text);

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await expect(studio.status).toHaveText(
      'Archived. Shoppers no longer see this entry; publishing it again brings it back.',
    );
    await shopper.reload();
    await expect(announcements(shopper)).not.toContainText(text);
  } finally {
    await shopper.context().close();
  }
});
