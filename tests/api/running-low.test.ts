// The running-low reminder (issue 42 §5) on a store of its own with two instances on one database (SQLite, and
// PostgreSQL in npm run test:postgres), each running the reminders' pass every second. Customers order through the real
// checkout, their pets are written beside them, and an order is moved back in time so its bag runs out in two days.
// What is checked is the outbox: one mail for a one-time bag, none for a bag on autoship, none for a customer who
// turned the mails off, who ordered the food again, whose pets do not eat it or whose bag lasts another week.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../src/lib/catalog/types';
import { runOut } from '../../src/lib/orders/running-low';
import { dayAfter } from '../../src/lib/pets/feeding-plan';
import type { Pet } from '../../src/lib/pets/types';
import { checkoutAll, fillCart, ownStore, PUPPY, registered, userIdOf, type OwnStore } from '../support/checkout';

const EVERY_SECOND = { RUNNING_LOW_EVERY_SECONDS: '1', AUTOSHIP_EVERY_SECONDS: '86400' };
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

let store: OwnStore;
let a: string;
/** The 2.5 lb bag of puppy food (sku 10007) as the product page and its label give it. */
let bag: Variant;
let food: { perKg: number; perUnit: number; unit: 'cup' };

beforeAll(async () => {
  store = await ownStore('running-low', EVERY_SECOND, EVERY_SECOND);
  a = store.servers[0]!.url;
  const { product } = (await (
    await fetch(`${a}/api/ecom/v1.0/get-product-by-handle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ handle: PUPPY }),
    })
  ).json()) as { product: { variants: Variant[] } };
  bag = product.variants.find((v) => v.sku === '10007')!;
  const page = await (await fetch(`${a}/products/${bag.variantURL}`)).text();
  const label = /<strong[^>]*>([\d,]+) kcal<\/strong>\s*per kg,\s*<strong[^>]*>([\d,]+) kcal<\/strong>\s*per cup/.exec(
    page,
  );
  const [perKg, perUnit] = [label![1]!, label![2]!].map((figure) => Number(figure.replace(',', '')));
  food = { perKg: perKg!, perUnit: perUnit!, unit: 'cup' };
});
afterAll(() => store?.stop());

/** A six-month-old 10 lb puppy: a 2.5 lb bag lasts it about a week. */
const puppy = (name: string, species: 'dog' | 'cat' = 'dog'): Omit<Pet, 'id'> => ({
  name,
  species,
  birthday: dayAfter(today(), -183),
  weightLb: 10,
  activity: 'normal',
  neutered: false,
  healthConditions: [],
});

/** A new customer with these pets and an order of one bag (once, unless on autoship), placed today. */
async function customer(name: string, pets: Omit<Pet, 'id'>[], sellingPlanId: string | null = null) {
  const { browser, email } = await registered(a, name);
  await fillCart(browser, [{ sku: '10007', sellingPlanId }]);
  const { order } = await checkoutAll(browser, { email });
  const userId = await userIdOf(store.db, email);
  for (const pet of pets)
    await store.db
      .insertInto('pets')
      .values({
        id: randomUUID(),
        user_id: userId,
        name: pet.name,
        species: pet.species,
        birthday: pet.birthday,
        breed_size: null,
        weight_lb: pet.weightLb,
        activity: pet.activity,
        neutered: 0,
        health_conditions: '[]',
        photo_id: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  return { browser, email, userId, orderId: order.id };
}

/** Moves the order back so that its bag, fed to `pets`, runs out in two days; answers that day. */
async function dueInTwoDays(orderId: string, pets: Omit<Pet, 'id'>[]): Promise<string> {
  const fed = pets.map((p, i) => ({ ...p, id: String(i) }));
  const days = runOut(fed, food, bag, 1, today(), today())!.days;
  const placed = new Date(Date.now() - (days - 2) * DAY_MS).toISOString();
  await store.db.updateTable('orders').set({ created_at: placed }).where('id', '=', orderId).execute();
  return runOut(fed, food, bag, 1, placed.slice(0, 10), today())!.runsOutOn;
}

const mailTo = (email: string) =>
  store.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('recipient', '=', email)
    .where('subject', 'like', '%runs out%')
    .execute();

describe('a reminder before the bag runs out (issue 42 §5)', () => {
  it('mails once for a one-time bag across two instances, and never for autoship, a customer who turned it off, ordered again or has no pet that eats it', async () => {
    const rex = [puppy('Rex')];
    const due = await customer('Ari', rex);
    const off = await customer('Bo', rex);
    const again = await customer('Cy', rex);
    const cat = await customer('Di', [puppy('Tom', 'cat')]);
    const early = await customer('Ed', rex);
    const autoship = await customer('Fay', rex, 'autoship-4w');

    await store.db.updateTable('profiles').set({ running_low_mail: 0 }).where('user_id', '=', off.userId).execute();
    // Cy bought the same food again since: a second order, today, after the first is moved back.
    await fillCart(again.browser, [{ sku: '10014' }]);
    await checkoutAll(again.browser, { email: again.email });
    const runsOut = await dueInTwoDays(due.orderId, rex);
    for (const other of [off, again, cat, autoship]) await dueInTwoDays(other.orderId, rex);

    const day = new Date(`${runsOut}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect.poll(() => mailTo(due.email), { timeout: 20_000, interval: 250 }).toHaveLength(1);
    // Several more passes of both instances find the line claimed.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [mail] = await mailTo(due.email);
    expect(mail!.subject).toBe(`Rex’s food runs out around ${day}`);
    expect(mail!.body).toContain(`/account/orders/${due.orderId}`);
    expect(mail!.body).toContain('/account/my-profile');
    expect(await mailTo(due.email)).toHaveLength(1);

    const reminders = await store.db
      .selectFrom('running_low_reminders')
      .selectAll()
      .where('user_id', '=', due.userId)
      .execute();
    expect(reminders).toHaveLength(1);
    const line = await store.db
      .selectFrom('order_lines')
      .select(['sku', 'selling_plan_id'])
      .where('id', '=', reminders[0]!.order_line_id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ sku: '10007', selling_plan_id: null });
    expect(reminders[0]!.runs_out_on).toBe(runsOut);

    for (const other of [off, again, cat, early, autoship]) expect(await mailTo(other.email)).toEqual([]);
  });
});
