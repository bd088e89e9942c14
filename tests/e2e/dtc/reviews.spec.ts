// Reviews on the product page (issue 41 §1–§3) at a phone's width and a desktop's: the rating, the star filter, the
// sorts and pages, worked from the keyboard; a verified buyer writes a review, an editor approves it, and it is on the
// page and in My Reviews; nothing serious for axe.
import { expect, request as requests, test, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';
import { fillCart, PUPPY } from '../support/cart';
import { checkOut, DENVER } from '../support/checkout';
import { SIGNED_IN } from '../support/roles';

const PAGE = `/products/${PUPPY}`;
type Summary = { average: number; count: number; histogram: Record<string, number> };
type Listed = { reviews: { rating: number; title: string }[]; summary: Summary; pageInfo: { pageCount: number } };

async function listed(page: Page, query: string): Promise<Listed> {
  const answer = await page.request.get(`/api/reviews/list?handle=${PUPPY}&${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Listed;
}

const reviews = (page: Page) => page.locator('#reviews');
const press = async (page: Page, name: string | RegExp) => {
  await reviews(page).getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
};

for (const width of [390, 1280]) {
  test(`at ${width} px, a guest reads the rating, filters by stars, sorts and pages from the keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    const all = await listed(page, 'sort=recent');
    expect(all.summary.count).toBeGreaterThan(10); // the demo shop's reviews: more than one page
    const section = reviews(page);
    await expect(section.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    await expect(section.getByText(`Based on ${all.summary.count} reviews`)).toBeVisible();
    await expect(section.getByText(all.summary.average.toFixed(1), { exact: true })).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(10);
    await expect(section.getByRole('article').first().getByRole('heading')).toHaveText(all.reviews[0]!.title);

    // The "5 stars" bar filters the list to five-star reviews, and says how many there are.
    const fives = all.summary.histogram['5']!;
    await press(page, /^5 stars/);
    await expect(section.getByRole('heading', { name: /^5-star reviews/ })).toBeFocused();
    await expect(section.getByRole('button', { name: /^5 stars/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('article')).toHaveCount(Math.min(10, fives));
    for (const label of await section
      .getByRole('article')
      .getByRole('img')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))))
      expect(label).toBe('5 out of 5 stars');
    await press(page, 'Show all reviews');
    await expect(section.getByRole('heading', { name: /^All reviews/ })).toContainText(`of ${all.summary.count}`);

    // Lowest first: the first review has the fewest stars of any.
    const lowest = await listed(page, 'sort=lowest');
    await section.getByLabel('Sort by').focus();
    await section.getByLabel('Sort by').selectOption('lowest');
    await expect(section.getByRole('article').first().getByRole('heading')).toHaveText(lowest.reviews[0]!.title);
    const fewest = Math.min(
      ...Object.entries(all.summary.histogram).flatMap(([stars, n]) => (n > 0 ? [Number(stars)] : [])),
    );
    await expect(section.getByRole('article').first().getByRole('img').first()).toHaveAttribute(
      'aria-label',
      `${fewest} out of 5 stars`,
    );

    // The next page, from the keyboard; the list's heading takes the focus and says where the shopper is.
    await press(page, 'Next');
    await expect(section.getByText(`Page 2 of ${lowest.pageInfo.pageCount}`)).toBeVisible();
    await expect(section.getByRole('heading', { name: /^All reviews/ })).toContainText('11–');
    await expect(section.getByRole('heading', { name: /^All reviews/ })).toBeFocused();

    // Once the shop has been asked, a guest reads who may write and where to sign in, in place of the button; on a
    // fresh page, a guest who asks to write is told so.
    await expect(section.getByText('Customers who have ordered this food can review it.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await page.reload();
    await press(page, 'Write a review');
    await expect(section.getByRole('status')).toContainText('Customers who have ordered this food can review it.');
    await expect(section.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /^\/shelter\/login\?redirect=/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page, '#reviews')).toEqual([]);
  });
}

test('a verified buyer writes a review from the keyboard; once an editor approves it, it is on the page and in My Reviews', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newShopper(page, 'Casey', 'Lind');
  await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
  await checkOut(page, DENVER);
  await page.goto(`${PAGE}#reviews`);
  const section = reviews(page);
  await press(page, 'Write a review');
  const form = section.getByRole('form', { name: /^Write a review of/ });
  await expect(form).toBeVisible();
  expect(await seriousViolations(page, '#reviews')).toEqual([]);

  // Sent too short: the text says why beside itself and takes the focus.
  const title = `Happy puppy ${Date.now()}`;
  await form.getByRole('radio', { name: /^1 star/ }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Too short');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Title').press('Enter');
  await expect(form.getByLabel('Your review')).toBeFocused();
  await expect(form.getByText(/at least 20 characters/).last()).toBeVisible();
  await form
    .getByLabel('Your review')
    .fill('Our puppy Juno finished every bowl from day one, and her coat is glossy. Visit https://spam.example.com');
  await form.getByLabel("Pet's name (optional)").fill('Juno');
  await form.getByLabel("Pet's name (optional)").press('Enter');
  await expect(section.getByRole('status')).toContainText('Your review will appear here once it has been checked');
  await expect(section.getByText('Waiting for approval')).toBeVisible();

  // An editor approves it (the studio's call), and it is published with the shopper's first name and initial.
  const editor = await requests.newContext({ baseURL, storageState: SIGNED_IN.editor });
  const queue = await editor.post('/api/cms/v1.0/admin/list-reviews', {
    headers: { origin: baseURL! },
    data: { status: 'pending', query: title },
  });
  const { reviews: pending } = (await queue.json()) as { reviews: { id: string; body: string }[] };
  expect(pending).toHaveLength(1);
  expect(pending[0]!.body).not.toContain('spam.example.com'); // links are not kept
  const approved = await editor.post('/api/cms/v1.0/admin/moderate-review', {
    headers: { origin: baseURL! },
    data: { id: pending[0]!.id, decision: 'approve' },
  });
  expect(approved.status()).toBe(200);
  await editor.dispose();

  await page.reload();
  const mine = section.getByRole('article').filter({ hasText: title });
  await expect(mine).toContainText('Casey L.');
  await expect(mine).toContainText('for Juno');
  await expect(mine).toContainText('Verified buyer');
  await expect(mine).toContainText('Would recommend this food');
  await expect(mine.getByRole('button', { name: /Helpful/ })).toHaveCount(0); // not on one's own review
  await expect(section.getByText('Published')).toBeVisible();

  await page.goto('/account/reviews');
  // The item is found by its product, which stays while its review is being edited.
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Puppy Chicken/ }) });
  await expect(item).toContainText(title);
  await expect(item).toContainText('Published');
  await item.getByRole('button', { name: /^Edit/ }).click();
  await item.getByLabel('Title').fill(`${title}, changed`);
  await item.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('checked');
  await expect(item).toContainText('Waiting for approval');
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
