// The studio's Reviews queue (issue 41 §2), in Chromium: a verified buyer writes two reviews, an editor finds them by
// words and stars, approves one and rejects the other with a reason the author then reads; the counts follow, all
// by keyboard, with axe at 390 and 1280 px. The buyer is a new account with an order of its own, and deletes both
// reviews at the end, so the specs running beside this one see the store's reviews as they were.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { newShopper } from '../support/account';
import { seriousViolations } from '../support/axe';
import { fillCart } from '../support/cart';
import { checkOut, DENVER, press } from '../support/checkout';
import { useSignIn } from '../support/roles';

const KITTEN = { handle: 'science-diet-kitten-ocean-fish-dry-cat', sku: '10707', quantity: 1 };
const SENIOR = { handle: 'science-diet-senior-7-ocean-fish-dry-cat', sku: '11085', quantity: 1 };
// A word of this run's own in both titles, so the queue can be narrowed to them among other specs' reviews.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
const REASON = 'Contains personal or contact details';

type Kept = { id: string; status: string; rejectReason: string | null };

/** A review as its author sends it from the product page. */
async function submit(shopper: Page, data: Record<string, unknown>): Promise<Kept> {
  const answer = await shopper.request.post('/api/reviews/submit', {
    headers: { origin: new URL(shopper.url()).origin },
    data,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { review: Kept }).review;
}

async function editorAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await useSignIn(context, 'editor');
  return context.newPage();
}

const countIn = async (link: Locator) => Number(/(\d+)/.exec(await link.innerText())?.[1] ?? 0);

test('an editor approves one review, rejects another with a reason the author reads, and the counts follow (issue 41 §2)', async ({
  browser,
  page: shopper,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await newShopper(shopper, 'Casey', 'Quill');
  await fillCart(shopper, baseURL!, [KITTEN, SENIOR]);
  await checkOut(shopper, DENVER);
  const loved = await submit(shopper, {
    handle: KITTEN.handle,
    rating: 5,
    title: `Our kitten loves it ${word}`,
    body: 'She eats every bite.\nHer coat is soft and shiny after a month.',
    petName: 'Miso',
    petAge: '8 months',
    recommend: true,
  });
  const disliked = await submit(shopper, {
    handle: SENIOR.handle,
    rating: 1,
    title: `Not for our cat ${word}`,
    body: 'He would not touch it, call me to talk about it.',
    recommend: false,
  });

  try {
    // On a phone: the queue narrowed to this run's reviews, a rejection's form open, nothing wider than the screen.
    const phone = await editorAt(browser, 390);
    await phone.goto(`/admin?view=reviews&q=${word}`);
    await expect(phone.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 1–2 of 2 pending reviews, oldest first.',
    );
    const phoneCard = phone.getByRole('article', { name: `Not for our cat ${word}` });
    await press(phone, phoneCard.getByRole('button', { name: /^Reject/ }));
    await expect(phoneCard.getByRole('radio', { name: 'Not about the product' })).toBeFocused();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone, '.studio')).toEqual([]);
    // Escape closes the form and gives focus back to the button that opened it; nothing was decided.
    await phone.keyboard.press('Escape');
    await expect(phoneCard.getByRole('button', { name: /^Reject/ })).toBeFocused();
    await expect(phoneCard.getByText('Pending', { exact: true })).toBeVisible();
    await phone.context().close();

    const studio = await editorAt(browser, 1280);
    await studio.goto('/admin?view=reviews');
    const reviewsTab = studio.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: /^Reviews/ });
    await expect(reviewsTab).toHaveAttribute('aria-current', 'page');
    const statuses = studio.getByRole('navigation', { name: 'Review status' });
    const tab = (name: string) => statuses.getByRole('link', { name: new RegExp(`^${name} \\d+$`) });

    // Words find both, the oldest first; the stars narrow them to one, kept in the address.
    const count = studio.locator('.review-count');
    await studio.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(count).toHaveText('Showing 1–2 of 2 pending reviews, oldest first.');
    const cards = studio.getByRole('list', { name: 'Reviews on this page' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading')).toHaveText(`Our kitten loves it ${word}`);
    await studio.getByRole('combobox', { name: 'Stars' }).selectOption('1');
    await expect(count).toHaveText('Showing 1–1 of 1 pending reviews, oldest first.');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('img')).toHaveAccessibleName('1 out of 5 stars');
    await expect(studio).toHaveURL(`/admin?view=reviews&rating=1&q=${word}`);
    await studio.getByRole('combobox', { name: 'Stars' }).selectOption('');
    await expect(cards).toHaveCount(2);

    // What the customer wrote, about which product, by whom.
    const lovedCard = studio.getByRole('article', { name: `Our kitten loves it ${word}` });
    await expect(lovedCard.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(lovedCard.getByRole('link', { name: /^Science Diet Kitten Ocean Fish/ })).toHaveAttribute(
      'href',
      `/products/${KITTEN.handle}`,
    );
    expect(await lovedCard.locator('.review-body').innerText()).toBe(
      'She eats every bite.\nHer coat is soft and shiny after a month.',
    );
    await expect(lovedCard.getByRole('term')).toHaveText(['By', 'Pet', 'Would recommend', 'Written']);
    await expect(lovedCard.getByRole('definition')).toHaveText([
      'Casey Q. (verified buyer)',
      'Miso, 8 months',
      'Yes',
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/,
    ]);

    // The counts as the last load gave them: other tests' reviews may come and go in the store meanwhile, but
    // between loads only this editor's decisions move them.
    const pendingBefore = await countIn(tab('Pending'));
    const publishedBefore = await countIn(tab('Published'));
    const rejectedBefore = await countIn(tab('Rejected'));
    expect(pendingBefore).toBeGreaterThanOrEqual(2);
    await expect(reviewsTab).toHaveText(`Reviews ${pendingBefore} pending`);

    // Approve, from the keyboard: the card says so where it stands, and the counts move by one.
    await press(studio, lovedCard.getByRole('button', { name: /^Approve/ }));
    const approved = lovedCard.getByText('Published by editor@example.com: shoppers read it on the product page.');
    await expect(approved).toBeFocused();
    await expect(lovedCard.getByText('Published', { exact: true })).toBeVisible();
    await expect(lovedCard.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(tab('Pending')).toHaveText(`Pending ${pendingBefore - 1}`);
    await expect(tab('Published')).toHaveText(`Published ${publishedBefore + 1}`);
    await expect(reviewsTab).toHaveText(`Reviews ${pendingBefore - 1} pending`);

    // Reject: a reason is required, then one of the ready ones is chosen with the arrow keys.
    const dislikedCard = studio.getByRole('article', { name: `Not for our cat ${word}` });
    await press(studio, dislikedCard.getByRole('button', { name: /^Reject/ }));
    await press(studio, dislikedCard.getByRole('button', { name: 'Reject review' }));
    await expect(dislikedCard.getByText('Choose a reason or write one: the author reads it.')).toBeVisible();
    await expect(dislikedCard.getByRole('radio', { name: 'Not about the product' })).toBeFocused();
    expect(await seriousViolations(studio, '.studio')).toEqual([]);
    await studio.keyboard.press('ArrowDown');
    await expect(dislikedCard.getByRole('radio', { name: REASON })).toBeChecked();
    await studio.keyboard.press('Tab');
    await expect(dislikedCard.getByRole('button', { name: 'Reject review' })).toBeFocused();
    await studio.keyboard.press('Enter');
    // The reason is quoted as the author reads it (the marks are the <q> element's own).
    const rejected = dislikedCard.locator('.review-decision');
    await expect(rejected).toHaveText(`Rejected by editor@example.com. The author reads: ${REASON}`);
    await expect(rejected).toBeFocused();
    await expect(dislikedCard.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(tab('Pending')).toHaveText(`Pending ${pendingBefore - 2}`);
    await expect(tab('Rejected')).toHaveText(`Rejected ${rejectedBefore + 1}`);

    // Each tab lists its own, the words kept.
    await press(studio, tab('Rejected'));
    await expect(count).toHaveText('Showing 1–1 of 1 rejected reviews, newest first.');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(REASON);
    await press(studio, tab('Published'));
    await expect(count).toHaveText('Showing 1–1 of 1 published reviews, newest first.');
    await expect(cards.first().getByRole('heading')).toHaveText(`Our kitten loves it ${word}`);
    await press(studio, tab('Pending'));
    await expect(count).toHaveText('No review matches these filters.');
    expect(await seriousViolations(studio, '.studio')).toEqual([]);
    await studio.context().close();

    // Shoppers read the approved one on its product; the author reads why the other is not published.
    const kitten = await shopper.request.get(`/api/reviews/list?handle=${KITTEN.handle}`);
    expect(((await kitten.json()) as { reviews: { id: string }[] }).reviews.map((r) => r.id)).toContain(loved.id);
    const senior = await shopper.request.get(`/api/reviews/list?handle=${SENIOR.handle}`);
    const own = ((await senior.json()) as { viewer: { own: Kept } }).viewer.own;
    expect(own).toMatchObject({ id: disliked.id, status: 'rejected', rejectReason: REASON });
  } finally {
    for (const review of [loved, disliked]) {
      const deleted = await shopper.request.post('/api/reviews/delete', {
        headers: { origin: baseURL! },
        data: { id: review.id },
      });
      expect(deleted.status(), await deleted.text()).toBe(200);
    }
  }
});
