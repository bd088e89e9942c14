// The studio's image library (issue "Content studio": an image library, images through the optimisation path): an
// editor uploads a photo with its description, chooses it for the home page's hero from the picker, publishes, and a
// shopper gets it as WebP with a srcset. The hero is put back afterwards, so the specs beside this one see the seed.
// Issue 36: an image from the picker put in a page's text, with its description required, and a list that stays valid.
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import sharp from 'sharp';
import { Studio, uniqueKey } from '../support/studio';

type Entry = { id: string; key: string; site: string; type: string; version: number };

async function photo(path: string, label: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#e8f1fa"/><circle cx="800" cy="520" r="330" fill="#f5b335"/><text x="800" y="540" font-size="90" text-anchor="middle" font-family="sans-serif" fill="#0054a4">${label}</text></svg>`;
  await writeFile(path, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

test('an uploaded photo is chosen for the hero from the picker and reaches shoppers as WebP', async ({
  page,
  browser,
}, testInfo) => {
  const label = uniqueKey('hero');
  const alt = `A golden bowl for ${label}`;
  const file = testInfo.outputPath('hero.jpg');
  await photo(file, 'Hello');
  const studio = await Studio.open(page);
  const { entries } = await studio.call<{ entries: Entry[] }>('list-entries', {
    type: 'highlight_content_block',
    site: 'DTC',
  });
  const hero = entries.find((e) => e.key === 'welcome')!;
  const seeded = hero.version;
  const shopper = await (await browser.newContext()).newPage();
  try {
    await studio.openEntry(hero.id);
    const image = page.getByRole('group', { name: 'Image' });
    await image.getByRole('button', { name: 'Change image…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await expect(picker).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A new photo, uploaded from the picker, is chosen as soon as it is stored.
    await picker.getByText('Upload a new image').click();
    await picker.getByRole('button', { name: 'Upload image' }).click();
    await expect(picker.getByText('Choose an image file.')).toBeVisible();
    await picker.getByLabel('Image file').setInputFiles(file);
    await picker.getByLabel('Description (alt text)').fill(alt);
    await picker.getByRole('button', { name: 'Upload image' }).click();
    await expect(picker).toBeHidden();
    await expect(image.getByLabel('Description (alt text)')).toHaveValue(alt);
    const chosen = (await image.locator('code').textContent())!;
    expect(chosen).toMatch(/^img-/);

    await studio.publish('is published');

    // Within 2 s the page shoppers are sent has the photo (read as the server sends it: a browser's load of the page,
    // with its scripts and pictures, is not what the two seconds are about); then the shopper's page shows it.
    await expect
      .poll(async () => (await shopper.request.get('/')).text(), { timeout: 2_000, intervals: [100] })
      .toContain(`alt="${alt}"`);
    await shopper.goto('/');
    await expect(shopper.getByRole('img', { name: alt })).toHaveCount(1);
    const shown = shopper.getByRole('img', { name: alt });
    const src = (await shown.getAttribute('src'))!;
    expect(src).toContain(`href=${encodeURIComponent(`/cms/${chosen}`)}`);
    expect(src).toContain('f=webp');
    expect(await shown.getAttribute('srcset')).toMatch(/ \d+w/);
    const served = await shopper.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
  } finally {
    // The hero as seeded: its first version again, published.
    const reverted = await studio.call<{ entry: Entry }>('revert-entry', { id: hero.id, version: seeded });
    await studio.call('publish-entry', { id: hero.id, version: reverted.entry.version });
    await shopper.context().close();
  }
});

test('the library refuses an SVG with the reason, and axe finds nothing serious on it', async ({ page }, testInfo) => {
  const svg = testInfo.outputPath('logo.svg');
  await writeFile(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  await Studio.open(page);
  await page.getByRole('link', { name: 'Images' }).click();
  await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /images/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The file picker offers only the accepted kinds, but a file can still be dropped in: the reason is given.
  await page.getByLabel('Image file').setInputFiles(svg);
  await page.getByLabel('Description (alt text)').fill('A logo');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByText('SVG images are not accepted: they can carry script.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Image file')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an editor puts a library image and a list in a page’s text, and the shopper’s page shows both', async ({
  page,
  browser,
}, testInfo) => {
  const slug = uniqueKey('page');
  const alt = `A bowl of kibble on the ${slug} page`;
  const file = testInfo.outputPath('bowl.jpg');
  await photo(file, 'Bowl');
  const studio = await Studio.open(page);
  const { entry } = await studio.call<{ entry: Entry }>('save-entry', {
    type: 'page',
    key: slug,
    site: 'ALL',
    data: { title: 'Feeding guide', body: '<p>How much to feed</p><p>Feed twice a day</p>' },
  });
  const shopper = await (await browser.newContext()).newPage();
  try {
    await studio.openEntry(entry.id);
    const body = page.getByRole('textbox', { name: 'Body' });
    const toolbar = page.getByRole('toolbar', { name: 'Body formatting' });
    await body.getByText('How much to feed').click();
    await page.keyboard.press('End');

    // The image button opens the library's picker; Escape closes it and gives the text its focus back.
    await toolbar.getByRole('button', { name: 'Image…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(body).toBeFocused();

    // An image uploaded in the picker comes back with its description, to keep or change for this page.
    await toolbar.getByRole('button', { name: 'Image…' }).click();
    await picker.getByText('Upload a new image').click();
    await picker.getByLabel('Image file').setInputFiles(file);
    await picker.getByLabel('Description (alt text)').fill('A bowl');
    await picker.getByRole('button', { name: 'Upload image' }).click();
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    const altField = describe.getByLabel('Description (alt text)');
    await expect(altField).toBeFocused();
    await expect(altField).toHaveValue('A bowl');
    expect(await seriousViolations(page)).toEqual([]);

    // Without a description the image is not put in, and the dialog says why beside the field.
    await altField.fill('  ');
    await describe.getByRole('button', { name: 'Insert image' }).click();
    await expect(describe).toBeVisible();
    await expect(altField).toHaveAccessibleDescription(/it is not put in without a description/);
    await expect(altField).toBeFocused();
    await expect(body.getByRole('img')).toHaveCount(0);

    await altField.fill(alt);
    await altField.press('Enter');
    await expect(describe).toBeHidden();
    await expect(body).toBeFocused();
    const placed = body.getByRole('img', { name: alt });
    await expect(placed).toBeVisible();
    expect(await placed.getAttribute('src')).toMatch(/^\/cms\/img-/);
    await expect(body.locator('p').first()).toContainText('How much to feed');
    await expect(body.locator('p').first().getByRole('img', { name: alt })).toHaveCount(1);

    // The List button makes the line a list of its own, not a list inside the paragraph; typing goes on in the item.
    await body.getByText('Feed twice a day').click();
    await page.keyboard.press('End');
    await toolbar.getByRole('button', { name: 'List' }).click();
    await page.keyboard.type(' with water');
    await expect(body.locator('ul > li')).toHaveText('Feed twice a day with water');
    await expect(body.locator('p ul')).toHaveCount(0);

    await studio.publish('is published');

    // As the server sends it: the list stands on its own, never inside a paragraph, and no empty paragraph is left.
    const sent = await (await shopper.request.get(`/${slug}`)).text();
    const article = sent.slice(sent.indexOf('<article'), sent.indexOf('</article>'));
    expect(article).toContain('<ul><li>Feed twice a day with water</li></ul>');
    expect(article).not.toMatch(/<p>(?:(?!<\/p>).)*<ul/s);
    expect(article).not.toContain('<p></p>');

    await shopper.goto(`/${slug}`);
    const shown = shopper.getByRole('article').getByRole('img', { name: alt });
    await expect(shown).toBeVisible();
    const src = (await shown.getAttribute('src'))!;
    expect(src).toContain(`href=${encodeURIComponent((await placed.getAttribute('src'))!)}`);
    expect(src).toContain('f=webp');
    expect((await shopper.request.get(src)).headers()['content-type']).toBe('image/webp');
    await expect(shopper.getByRole('article').getByRole('listitem')).toHaveText('Feed twice a day with water');
  } finally {
    await studio.archive(entry.id);
    await shopper.context().close();
  }
});
