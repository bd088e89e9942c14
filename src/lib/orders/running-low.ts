// The running-low reminder (issue 42 §5): which of a customer's pets eat a one-time purchase, when the pack runs out at
// the amount they are fed, when to write, and what the mail says. Autoship lines never get one: autoship refills them.
import type { CatalogProduct, Variant } from '../catalog/types';
import type { Mail } from '../mail/outbox.server';
import { dailyFood, dayAfter, daysOfFood, type FoodEnergy } from '../pets/feeding-plan';
import { lifestageOf, lifestageValue } from '../pets/lifestage';
import type { Pet } from '../pets/types';
import { longDate } from '../site/dates';
import { spokenList } from '../site/spoken-list';

/** How many days before the pack runs out the mail is sent. */
export const REMIND_DAYS_BEFORE = 5;
/** Orders older than this are not looked at: a pack that lasts longer gets no reminder. */
export const RUNNING_LOW_WINDOW_DAYS = 180;

/** The pets that eat the food: its species, and its lifestage when the food names one. */
export function petsFed(pets: readonly Pet[], product: CatalogProduct, today: string): Pet[] {
  const stages = product.attributes.lifestage;
  return pets.filter(
    (pet) =>
      product.attributes.species.includes(pet.species) &&
      (stages.length === 0 || stages.includes(lifestageValue(pet.species, lifestageOf(pet.birthday, today)))),
  );
}

export type RunOut = { days: number; runsOutOn: string; remindOn: string };

/** When `quantity` packs ordered on `orderedOn` run out, fed to `pets` together, and the day to write. */
export function runOut(
  pets: readonly Pet[],
  food: FoodEnergy,
  variant: Variant,
  quantity: number,
  orderedOn: string,
  today: string,
): RunOut | null {
  if (pets.length === 0) return null;
  const perDay = pets.reduce((sum, pet) => sum + dailyFood(pet, food, today).amount, 0);
  const days = daysOfFood(variant, food, perDay, quantity);
  const runsOutOn = dayAfter(orderedOn, days);
  return { days, runsOutOn, remindOn: dayAfter(runsOutOn, -REMIND_DAYS_BEFORE) };
}

/** Whether today is the time to write: from a few days before the pack runs out until the day it does. */
export const dueToday = (when: RunOut, today: string): boolean => today >= when.remindOn && today <= when.runsOutOn;

const names = (pets: readonly Pet[]): string =>
  spokenList(
    pets.map((p) => p.name),
    'and',
  );

/** "Max's", "Max and Bella's": whose food it is. */
export const whose = (pets: readonly Pet[]): string => `${names(pets)}’s`;

export type RunningLowMailInput = {
  to: string;
  firstName: string;
  pets: readonly Pet[];
  productTitle: string;
  variantTitle: string;
  quantity: number;
  orderName: string;
  orderedOn: string;
  runsOutOn: string;
  /** A path of the shop as an absolute link. */
  link: (path: string) => string;
  orderPath: string;
  productPath: string;
};

export function runningLowMail(input: RunningLowMailInput): Mail {
  const day = longDate(input.runsOutOn).replace(/, \d{4}$/, '');
  const pack = `${input.quantity > 1 ? `${input.quantity} × ` : ''}${input.productTitle} (${input.variantTitle})`;
  return {
    to: input.to,
    subject: `${whose(input.pets)} food runs out around ${day}`,
    body: [
      `Hi ${input.firstName},`,
      '',
      `The ${pack} from your order ${input.orderName} of ${longDate(input.orderedOn)} should run out around ${longDate(input.runsOutOn)}, at the amount ${names(input.pets)} ${input.pets.length > 1 ? 'eat' : 'eats'} a day.`,
      '',
      `Buy it again in one click: ${input.link(input.orderPath)}`,
      `Or never run out: set up Autoship and save on every delivery: ${input.link(input.productPath)}`,
      '',
      `Your pets’ details decide the date; keep them up to date in My Pets: ${input.link('/account/pets')}`,
      `To stop these reminders, turn them off in My Profile: ${input.link('/account/my-profile')}`,
    ].join('\n'),
  };
}
