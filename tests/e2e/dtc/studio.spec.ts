// The content studio at /admin (issue "Content studio" item 1): who may open it, drafts kept from shoppers until
// published, preview, the product picker, a redirect and a deal list made from scratch, revert, a stale save, and
// accessibility. Every entry changed here is the test's own or is put back, so the specs running beside it see the
// seeded content.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/account';
import {
  adminCall,
  EDITOR,
  makeAnnouncement,
  openEntry,
  openStudio,
  statusMessage,
  uniqueKey,
} from '../support/studio';

const INDOOR_CAT = 'Science Diet Adult Indoor Chicken Recipe Dry Cat Food';
const CONFLICT =
  'Someone else saved this entry since you opened it. Your changes are still here: copy them, reload the entry, and apply them again.';

const handleOf = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Product ${n}\\b`) }).getByRole('textbox', { name: 'Product handle' });
const announcements = (page: Page) => page.getByRole('complementary', { name: 'Announcements' });

/** What axe finds serious or critical on the page, each with where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('who may open the studio', () => {
  test('a guest is sent to sign in and comes back to /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`/shelter/login?redirect=${encodeURIComponent(btoa('/admin'))}`);
  });

  test('a shopper gets 403 and a short message', async ({ page }) => {
    await signIn(page, 'shopper@example.com');
    const answer = await page.goto('/admin');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editors only');
  });

  test('an editor finds the studio from My Account; a shopper’s account does not offer it', async ({
    page,
    browser,
  }) => {
    await signIn(page, EDITOR);
    await page.goto('/account/dashboard');
    await page.getByRole('region', { name: 'Content Studio' }).getByRole('link', { name: 'Open the studio' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();

    const shopper = await (await browser.newContext()).newPage();
    await signIn(shopper, 'shopper@example.com');
    await shopper.goto('/account/dashboard');
    await expect(shopper.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(shopper.getByRole('link', { name: 'Open the studio' })).toHaveCount(0);
    await shopper.context().close();
  });

  test('an editor gets the studio, never cached', async ({ page }) => {
    await openStudio(page);
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
  await openStudio(page);
  let id: string | null = null;
  try {
    // A new announcement for DTC, made and published from the studio.
    await page.getByRole('link', { name: 'New entry' }).click();
    await expect(page.getByRole('heading', { name: 'New entry' })).toBeFocused();
    await page.getByLabel('Type').selectOption('announcement');
    await page.getByLabel('Key').fill(key);
    await page.getByLabel('Site').selectOption('DTC');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill(before);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusMessage(page)).toContainText('is published');
    id = new URL(page.url()).searchParams.get('entry');
    expect(id).toBeTruthy();
    await shopper.goto('/');
    await expect(announcements(shopper)).toContainText(before);

    // A saved draft is the editor's alone.
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill(after);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(statusMessage(page)).toHaveText('Draft saved as version 2. Shoppers still see the published version.');
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

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusMessage(page)).toContainText('Version 2 is published');
    // Within 2 s the page shoppers are sent says it (read as the server sends it: a browser's load of the page, with
    // its scripts and pictures, is not what the two seconds are about); then the shopper's page shows it.
    await expect
      .poll(async () => (await shopper.request.get('/')).text(), { timeout: 2_000, intervals: [100] })
      .toContain(after);
    await shopper.reload();
    await expect(announcements(shopper)).toContainText(after);
  } finally {
    if (id) await adminCall(page, 'archive-entry', { id });
    await shopper.context().close();
  }
});

test('a carousel gets a product from the picker, in the order chosen, on the cart page', async ({ page, browser }) => {
  await openStudio(page);
  const { entries } = await adminCall<{ entries: { id: string; key: string; site: string }[] }>(page, 'list-entries', {
    type: 'carousel',
  });
  const cart = entries.find((e) => e.key === 'Cart' && e.site === 'ALL')!;
  const original = await adminCall<{ entry: { data: Record<string, unknown> } }>(page, 'get-entry', { id: cart.id });
  const shopper = await (await browser.newContext()).newPage();
  try {
    await openEntry(page, cart.id);
    await page.getByLabel('Find a product to add').fill('indoor cat');
    const found = page.getByRole('list', { name: 'Products found' });
    await found.getByRole('button', { name: `Add ${INDOOR_CAT}` }).click();
    await expect(found.getByRole('button', { name: `Added ${INDOOR_CAT}` })).toBeDisabled();
    await expect(handleOf(page, 2)).toHaveValue('science-diet-adult-indoor-chicken-recipe-dry-cat');

    // Reordered with the buttons; the moved product keeps the keyboard.
    await page.getByRole('button', { name: 'Move Product 2 up' }).click();
    await expect(page.getByRole('button', { name: 'Move Product 1 down' })).toBeFocused();
    await expect(handleOf(page, 1)).toHaveValue('science-diet-adult-indoor-chicken-recipe-dry-cat');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusMessage(page)).toContainText('is published');
    await shopper.goto('/cart');
    const slides = shopper.locator('section.carousel [data-carousel-item]');
    await expect(slides).toHaveCount(2);
    await expect(slides.first()).toHaveAttribute('data-carousel-item', INDOOR_CAT);
  } finally {
    const { entry } = await adminCall<{ entry: { version: number } }>(page, 'get-entry', { id: cart.id });
    const saved = await adminCall<{ entry: { version: number } }>(page, 'save-entry', {
      id: cart.id,
      type: 'carousel',
      key: 'Cart',
      site: 'ALL',
      data: original.entry.data,
      version: entry.version,
    });
    await adminCall(page, 'publish-entry', { id: cart.id, version: saved.entry.version });
    await shopper.context().close();
  }
});

test('a redirect made in the studio asks for External beside its box, then the old path leads away', async ({
  page,
}) => {
  const key = uniqueKey('redirect');
  const from = `/${key}`;
  await openStudio(page);
  let id: string | null = null;
  try {
    await page.getByRole('link', { name: 'New entry' }).click();
    await page.getByLabel('Type').selectOption('redirect');
    await expect(page.getByLabel('Site').getByRole('option')).toHaveText(['All sites']); // one table for both sites
    await page.getByLabel('Key').fill(key);
    await page.getByRole('textbox', { name: 'From (a path on this shop)' }).fill(from);
    await page.getByRole('textbox', { name: /^To / }).fill('https://www.example.org/find-a-vet');
    await expect(page.getByLabel('Status code')).toHaveValue('301');
    await page.getByLabel('Status code').selectOption({ label: '302: moved for now' });
    await page.getByRole('button', { name: 'Publish' }).click();
    const external = page.getByRole('checkbox', { name: 'External: the target leaves this shop' });
    await expect(external).toHaveAttribute('aria-invalid', 'true');
    await expect(external).toHaveAccessibleDescription(/must be ticked/);

    await external.check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusMessage(page)).toContainText('is published');
    id = new URL(page.url()).searchParams.get('entry');
    const answer = await page.request.get(from, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([302, 'https://www.example.org/find-a-vet']);
  } finally {
    if (id) await adminCall(page, 'archive-entry', { id });
  }
});

test('a deal list gets a size from the picker, named by its product and size, and its card shows Deal', async ({
  page,
  browser,
}) => {
  const key = uniqueKey('deals');
  await openStudio(page);
  const shopper = await (await browser.newContext()).newPage();
  let id: string | null = null;
  try {
    await page.getByRole('link', { name: 'New entry' }).click();
    await page.getByLabel('Type').selectOption('skus_with_deal');
    await page.getByLabel('Key').fill(key);
    await page.getByLabel('Site').selectOption('DTC');
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

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusMessage(page)).toContainText('is published');
    id = new URL(page.url()).searchParams.get('entry');
    await shopper.goto(`/products?search=${sku}`);
    await expect(shopper.locator(`article.card[data-sku="${sku}"] .badge--deal`)).toHaveText('Deal');
  } finally {
    if (id) await adminCall(page, 'archive-entry', { id });
    await shopper.context().close();
  }
});

test('reverting to an older version makes a new draft with its words', async ({ page }) => {
  await openStudio(page);
  const key = uniqueKey('revert');
  const first = await makeAnnouncement(page, key, `First words ${key}`);
  await adminCall(page, 'save-entry', {
    id: first.id,
    type: 'announcement',
    key,
    site: 'DTC',
    data: { text: `Second words ${key}` },
    version: first.version,
  });
  await openEntry(page, first.id);
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(`Second words ${key}`);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Revert to this version (1)' }).click();
  await expect(statusMessage(page)).toHaveText(
    'Version 1 is back as a new draft, version 3. Publish it when it is ready.',
  );
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(`First words ${key}`);
  await expect(history.getByRole('listitem').first()).toContainText('Version 3');
  await expect(history.getByRole('listitem').first()).toContainText('Draft');
});

test('a stale save is refused with the conflict message and loses nothing', async ({ page }) => {
  await openStudio(page);
  const key = uniqueKey('stale');
  const entry = await makeAnnouncement(page, key, `Opened words ${key}`);
  const other = await page.context().newPage();
  await openEntry(page, entry.id);
  await openEntry(other, entry.id);

  await other.getByRole('textbox', { name: 'Text', exact: true }).fill(`Saved elsewhere ${key}`);
  await other.getByRole('button', { name: 'Save draft' }).click();
  await expect(statusMessage(other)).toContainText('Draft saved as version 2');

  const mine = `My careful words ${key}`;
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(mine);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toContainText(CONFLICT);
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(mine);
  const { history } = await adminCall<{ history: unknown[] }>(page, 'get-entry', { id: entry.id });
  expect(history).toHaveLength(2);

  await page.getByRole('button', { name: 'Reload the entry' }).click();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(`Saved elsewhere ${key}`);
});

test('a field the schema refuses is shown beside the field, and nothing is saved', async ({ page }) => {
  await openStudio(page);
  const key = uniqueKey('empty');
  const entry = await makeAnnouncement(page, key, `Some words ${key}`);
  await openEntry(page, entry.id);
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAccessibleDescription('Fill in this field.');
  await expect(text).toBeFocused();
  const { history } = await adminCall<{ history: unknown[] }>(page, 'get-entry', { id: entry.id });
  expect(history).toHaveLength(1);
});

test('axe finds nothing serious on the entry list, an editor and the activity log', async ({ page }) => {
  const serious = () => seriousViolations(page);
  await openStudio(page);
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
  await openStudio(page);
  const entry = await makeAnnouncement(page, key, text, true);
  const shopper = await (await browser.newContext()).newPage();
  try {
    await openEntry(page, entry.id);
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
    await expect(statusMessage(page)).toHaveText(
      'Archived. Shoppers no longer see this entry; publishing it again brings it back.',
    );
    await shopper.reload();
    await expect(announcements(shopper)).not.toContainText(text);
  } finally {
    await shopper.context().close();
  }
});
