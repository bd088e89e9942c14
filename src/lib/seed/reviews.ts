// The seed's reviews (issue 41 §5), so the demo shop looks lived in: approved reviews from past customers of about
// four in five of the consumer site's foods, more for the best sellers, mostly four and five stars with some threes
// and a few ones and twos that say what went wrong; written for the food's species, life stage and form, with pet
// names and ages, helpful votes and dates over the two years before the seed. The same seed and time give the same
// reviews, and their ids follow the seed alone. Pure: reviews.server.ts writes them.
import type { CatalogAttributes, CatalogProduct } from '../catalog/types';
import { authorName } from '../reviews/rules';
import { seededRandom, shuffle, type Random } from './generate/random';
import {
  ASIDES,
  AUTHOR_FIRST_NAMES,
  BREEDS,
  CAT_NAMES,
  CLOSERS,
  COMPLAINTS,
  DOG_NAMES,
  LAST_INITIALS,
  MIXED_OPENERS,
  MIXED_TITLES,
  NIGGLES,
  OPENERS,
  PRAISE,
  PRAISE_TITLES,
  TITLES_FOUR,
  TRIED,
  type Complaint,
  type Said,
  type Topic,
} from './review-phrases';

export type SeedReview = {
  id: string;
  handle: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  petName: string | null;
  petAge: string | null;
  recommend: boolean;
  helpful: number;
  createdAt: Date;
  approvedAt: Date;
};

export const REVIEW_SEED = 41;
/** Reviews go back two years; those of a food new in the shop, half a year. */
export const HISTORY_DAYS = 730;
const NEW_FOOD_DAYS = 180;
const DAY_MS = 86_400_000;
/** One food in five has no reviews yet, as in a real shop. */
const UNREVIEWED_SHARE = 1 / 5;

/** What the seed reads of a product. */
export type ReviewedFood = Pick<CatalogProduct, 'handle' | 'badgeTags' | 'attributes'>;

type Species = 'dog' | 'cat';
type Stage = 'young' | 'adult' | 'senior';
type Food = {
  product: ReviewedFood;
  species: Species;
  pack: CatalogAttributes['packType'];
  form: CatalogAttributes['foodForm'];
  topics: Topic[];
  flavour: string;
};
type DogSize = keyof typeof BREEDS.dog;
type Pet = { name: string | null; he: boolean; stage: Stage; months: number };

const FLAVOUR_WORDS: Record<string, string> = { 'ocean-fish': 'ocean fish', 'original-flavor': 'original' };

/** What a food is for, as its reviews talk of it. */
function topicsOf(a: CatalogAttributes): Topic[] {
  const has = (condition: string) => a.healthConditions.includes(condition);
  const sub = a.subBrand;
  const topics: Topic[] = [];
  if (has('weight-management')) topics.push('weight');
  if (has('digestive-care') && !/indoor|hairball/.test(sub)) topics.push('stomach');
  if (has('skin-care')) topics.push('skin');
  if (sub.includes('hairball')) topics.push('hairball');
  if (sub.includes('indoor')) topics.push('indoor');
  if (has('dental-care') || sub === 'dental-chews') topics.push('dental');
  if (has('joint-care')) topics.push('joint');
  if (sub.includes('small-paws')) topics.push('small');
  if (sub.includes('large-breed')) topics.push('large');
  if (sub === 'training') topics.push('training');
  return topics;
}

function foodOf(product: ReviewedFood): Food {
  const a = product.attributes;
  const main = a.flavor.find((f) => !['vegetable', 'egg', 'liver'].includes(f)) ?? a.flavor[0] ?? 'chicken';
  return {
    product,
    species: a.species[0] ?? 'dog',
    pack: a.packType,
    form: a.foodForm,
    topics: topicsOf(a),
    flavour: FLAVOUR_WORDS[main] ?? main,
  };
}

const stageOf = (lifestage: string): Stage =>
  /puppy|kitten/.test(lifestage) ? 'young' : lifestage.startsWith('senior') ? 'senior' : 'adult';

/** A pet of an age the food is for; most reviewers name theirs. */
function petFor(food: Food, random: Random): Pet {
  const stage = stageOf(
    random.pick(food.product.attributes.lifestage.length ? food.product.attributes.lifestage : ['']),
  );
  const sub = food.product.attributes.subBrand;
  const years: [number, number] =
    stage === 'adult'
      ? food.species === 'dog'
        ? [1, 6]
        : [1, 9]
      : sub.includes('11')
        ? [11, 17]
        : sub.includes('6')
          ? [6, 12]
          : food.species === 'dog'
            ? [7, 13]
            : [8, 16];
  const months = stage === 'young' ? random.int(4, 11) : random.int(years[0], years[1]) * 12;
  const he = random.chance(0.5);
  const names = food.species === 'dog' ? DOG_NAMES : CAT_NAMES;
  return { name: random.chance(0.85) ? random.pick(he ? names.he : names.she) : null, he, stage, months };
}

const ageText = (months: number): string =>
  months < 12 ? `${months} months` : `${months / 12} ${months === 12 ? 'year' : 'years'}`;

/** The words the sentences' {placeholders} stand for, for one review. */
function wordsFor(food: Food, pet: Pet, random: Random): Record<string, string> {
  const noun = pet.stage === 'young' ? (food.species === 'dog' ? 'puppy' : 'kitten') : food.species;
  const sizes = food.product.attributes.breedSize.filter((size): size is DogSize => size in BREEDS.dog);
  const size: DogSize = sizes.length ? random.pick(sizes) : 'medium';
  const breed = food.species === 'cat' ? random.pick(BREEDS.cat) : random.pick(BREEDS.dog[size]);
  const age = ageText(pet.months);
  const aged = age.replace(/s$/, '').replace(' ', '-');
  const eaten = pet.stage === 'young' ? Math.max(2, pet.months - 2) : 11;
  return {
    name: pet.name ?? '',
    Pet: pet.name ?? `Our ${noun}`,
    pet: pet.name ?? `our ${noun}`,
    he: pet.he ? 'he' : 'she',
    He: pet.he ? 'He' : 'She',
    his: pet.he ? 'his' : 'her',
    His: pet.he ? 'His' : 'Her',
    him: pet.he ? 'him' : 'her',
    noun,
    species: food.species,
    age: `${age} old`,
    aged: `${aged}-old`,
    breed,
    flavour: food.flavour,
    pack: food.pack,
    months: String(random.int(2, eaten)),
    pounds: String(food.species === 'dog' ? random.int(3, 15) : random.int(2, 4)),
  };
}

const fill = (text: string, words: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? '');

/** The sentences of a kind that fit this food and pet: by its species, pack, form and age, and any food's. */
function fitting(said: Said | undefined, food: Food, pet: Pet): string[] {
  if (!said) return [];
  const kind = food.form === 'treats' ? 'treats' : 'meal';
  const age = pet.stage === 'young' ? 'young' : 'grown';
  const keys: (keyof Said)[] = [food.species, food.pack, kind, age];
  const all = keys.flatMap((key) => said[key] ?? []);
  all.push(...(said.any ?? []));
  return pet.name ? all : all.filter((text) => !text.includes('{name}'));
}

/** What a pleased reviewer talks about: the food's purpose first, then its age group, form and everyday things. */
function praiseTopics(food: Food, pet: Pet, random: Random): Topic[] {
  const own = shuffle([...food.topics], random);
  const stage: Topic[] =
    food.form === 'treats' ? [] : pet.stage === 'young' ? ['growth'] : pet.stage === 'senior' ? ['senior'] : [];
  const general = shuffle([...stage, food.form, 'everyday'] as Topic[], random);
  return random.chance(0.8) ? [...own, ...general] : [...general, ...own];
}

const COMPLAINT_WEIGHTS: Record<Complaint, (food: Food) => number> = {
  picky: (food) => (food.species === 'cat' ? 3 : 1.5),
  damaged: () => 1.5,
  stools: (food) => (food.form === 'treats' ? 0.5 : 2),
  price: () => 1.5,
  formula: (food) => (food.form === 'treats' ? 0 : 1),
  kibble: (food) => (food.form === 'dry' ? 1 : 0),
  smell: (food) => (food.form === 'wet' ? 1 : 0),
  crumbly: (food) => (food.form === 'treats' ? 1.5 : 0),
  'no-change': (food) =>
    food.topics.some((t) => ['weight', 'hairball', 'skin', 'dental', 'stomach', 'joint'].includes(t)) ? 1.5 : 0,
  late: () => 0.5,
};

/** What can go wrong besides the food itself, which a second complaint is one of. */
const BESIDES_THE_FOOD: readonly Complaint[] = ['damaged', 'price', 'late'];

function complaintFor(food: Food, random: Random, among?: readonly Complaint[]): Complaint {
  const entries = (Object.keys(COMPLAINT_WEIGHTS) as Complaint[])
    .filter((c) => !among || among.includes(c))
    .map((c) => [c, COMPLAINT_WEIGHTS[c](food)] as const)
    .filter(([, weight]) => weight > 0);
  return random.weighted(entries);
}

const PRONOUN = /\{(he|He|his|His|him)\}/;
const NAMED = /\{(Pet|pet|name)\}/;

/**
 * The sentences with the pet named before it is first called he or she: an aside at the start gives way to a sentence
 * that names it, or one is put in before.
 */
function namedFirst(parts: string[], naming: () => string, aside: boolean): string[] {
  const pronoun = parts.findIndex((text) => PRONOUN.test(text));
  const named = parts.findIndex((text) => NAMED.test(text));
  if (pronoun < 0 || (named >= 0 && named <= pronoun)) return parts;
  if (aside) return [naming(), ...parts.slice(1)];
  return [...parts.slice(0, pronoun), naming(), ...parts.slice(pronoun)];
}

/** A review's title and text for its stars. */
function writeReview(food: Food, pet: Pet, rating: number, random: Random): { title: string; body: string } {
  const words = wordsFor(food, pet, random);
  const one = (said: Said | undefined) => {
    const options = fitting(said, food, pet);
    return options.length ? random.pick(options) : '';
  };
  const closer = one(CLOSERS[rating as keyof typeof CLOSERS]);
  const opening = random.chance(0.75);
  const openers = rating === 3 ? MIXED_OPENERS : OPENERS;
  const start = opening ? one(openers) : one(ASIDES);
  let title: string;
  let parts: string[];
  if (rating >= 4) {
    const topics = praiseTopics(food, pet, random).filter((t) => fitting(PRAISE[t], food, pet).length > 0);
    const praised = topics.slice(0, rating === 5 ? 2 : 1).map((t) => one(PRAISE[t]));
    const named = fitting(PRAISE_TITLES[topics[0]!], food, pet);
    title =
      rating === 4 && random.chance(0.5)
        ? one(TITLES_FOUR)
        : named.length && random.chance(0.6)
          ? random.pick(named)
          : one(PRAISE_TITLES.any);
    const niggle = rating === 4 && random.chance(0.5) ? one(NIGGLES) : '';
    parts = namedFirst([start, ...praised, niggle, closer], () => one(OPENERS), !opening);
  } else if (rating === 3) {
    const complaint = COMPLAINTS[complaintFor(food, random)];
    const topic = praiseTopics(food, pet, random).find((t) => fitting(PRAISE[t], food, pet).length > 0);
    const praised = random.chance(0.5) && topic ? one(PRAISE[topic]) : '';
    title = random.chance(0.6) ? one(complaint.mixedTitles) : one(MIXED_TITLES);
    parts = namedFirst([start, praised, one(complaint.mixed), closer], () => one(openers), !opening);
  } else {
    const first = complaintFor(food, random);
    const besides = BESIDES_THE_FOOD.filter((c) => c !== first);
    const second = random.chance(0.3) ? one(COMPLAINTS[complaintFor(food, random, besides)].said) : '';
    title = one(COMPLAINTS[first].titles);
    parts = namedFirst([one(COMPLAINTS[first].said), second, closer], () => one(TRIED), false);
  }
  return {
    title: fill(title, words),
    body: parts
      .filter(Boolean)
      .map((text) => fill(text, words))
      .join(' '),
  };
}

/** A UUID from the seed's numbers alone, not the time, so every seeding names a review alike. */
function reviewId(random: Random): string {
  const hex = random.hex(31);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(12, 15)}-${'89ab'[random.int(0, 3)]}${hex.slice(15, 18)}-${hex.slice(18, 30)}`;
}

const popular = (p: ReviewedFood) => p.badgeTags.includes('best-seller');
const featured = (p: ReviewedFood) => p.badgeTags.includes('featured');

/** How many reviews a food has: a handful, a dozen or so for a featured one, a few dozen for a best seller. */
const reviewCount = (p: ReviewedFood, random: Random): number =>
  popular(p) ? random.int(18, 36) : featured(p) ? random.int(9, 18) : random.int(3, 12);

/** How many reviewers found it helpful: most few, some many, the older and the best sellers' more. */
function helpfulVotes(ageDays: number, product: ReviewedFood, random: Random): number {
  const [low, high] = random.weighted<readonly [number, number]>([
    [[0, 0], 40],
    [[1, 3], 35],
    [[4, 10], 18],
    [[11, 40], 7],
  ]);
  const base = random.int(low, high);
  return Math.round(base * (0.3 + (0.7 * ageDays) / HISTORY_DAYS) * (popular(product) ? 1.5 : 1));
}

export type SeedOptions = { now: Date; seed?: number };

/** The seed's approved reviews of the consumer site's foods in `products`. */
export function seedReviewsOf(products: readonly ReviewedFood[], options: SeedOptions): SeedReview[] {
  const random = seededRandom(options.seed ?? REVIEW_SEED);
  const sold = products.filter((p) => p.attributes.sites.includes('DTC'));
  // The foods left without reviews are some of those neither best sellers nor featured, as in a real shop.
  const spare = shuffle(
    sold.filter((p) => !popular(p) && !featured(p)),
    random,
  );
  const skipped = new Set(spare.slice(0, Math.round(sold.length * UNREVIEWED_SHARE)).map((p) => p.handle));
  const reviews: SeedReview[] = [];
  for (const product of sold) {
    if (skipped.has(product.handle)) continue;
    const food = foodOf(product);
    // Some foods please more than others, so the averages differ and "Top Rated" has an order; a best seller sells
    // because it pleases.
    const liked = popular(product) || featured(product) ? 0.5 + random.next() / 2 : random.next();
    const span = product.badgeTags.includes('new') ? NEW_FOOD_DAYS : HISTORY_DAYS;
    const count = reviewCount(product, random);
    for (let i = 0; i < count; i++) {
      const rating = random.weighted([
        [5, 30 + 50 * liked],
        [4, 30],
        [3, 14 - 10 * liked],
        [2, 8 - 6 * liked],
        [1, 7 - 5 * liked],
      ] as const);
      const pet = petFor(food, random);
      const { title, body } = writeReview(food, pet, rating, random);
      const ageDays = random.int(1, span - 1);
      const createdAt = new Date(options.now.getTime() - ageDays * DAY_MS - random.int(0, 86_399) * 1000);
      const approvedAt = new Date(Math.min(options.now.getTime(), createdAt.getTime() + random.int(2, 40) * 3_600_000));
      reviews.push({
        id: reviewId(random),
        handle: product.handle,
        author: authorName(random.pick(AUTHOR_FIRST_NAMES), random.pick(LAST_INITIALS)),
        rating,
        title,
        body,
        petName: pet.name,
        petAge: pet.name || random.chance(0.5) ? ageText(pet.months) : null,
        recommend: rating >= 4 || (rating === 3 && random.chance(0.4)),
        helpful: helpfulVotes(ageDays, product, random),
        createdAt,
        approvedAt,
      });
    }
  }
  return reviews;
}
