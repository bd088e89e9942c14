// What a generated product looks like: a recipe of one of the store's own lines (brand, sub-brand, species, form and
// pack as the seed catalogue has them, with its lifestages, breed sizes and health conditions), so every facet value
// is one the facets know; sizes from the shelf's usual ladder, weights that match the size text, prices that fall per
// lb or oz as the pack grows, and wet food also sold by the case of 12 and 24 as the seed sells it.
import catalogue from '../../../content/catalogue.json';
import facets from '../../../content/facets.json';
import type { CatalogAttributes, Species } from '../../catalog/types';
import type { SiteId } from '../../site/site';
import { shuffle, type Random } from './random';

export type GeneratedVariant = {
  sku: string;
  flavor: string;
  size: string;
  weight: number;
  weightUnit: 'lbs' | 'oz';
  productForm: string;
  priceCents: number;
  compareAtCents: number | null;
  tags: string[];
  stock: number;
  autoship: boolean;
  packCount: number;
};

export type GeneratedProduct = {
  handle: string;
  title: string;
  description: string;
  brand: CatalogAttributes['brand'];
  subBrand: string;
  species: Species[];
  lifestage: string[];
  breedSize: string[];
  foodForm: CatalogAttributes['foodForm'];
  packType: CatalogAttributes['packType'];
  flavor: string[];
  healthConditions: string[];
  sites: SiteId[];
  tags: string[];
  variants: GeneratedVariant[];
};

type Line = Omit<GeneratedProduct, 'handle' | 'title' | 'description' | 'flavor' | 'tags' | 'variants' | 'sites'> & {
  /** The title's words before the recipe, e.g. "Prescription Diet c/d Multicare Urinary Care". */
  name: string;
};

type Recipe = { name: string; flavor: string[] };

/** Recipes by the species they suit, their flavours all options of the flavor facet for that species. */
const RECIPES: Record<Species, Recipe[]> = {
  dog: [
    { name: 'Chicken & Barley', flavor: ['chicken'] },
    { name: 'Chicken & Brown Rice', flavor: ['chicken'] },
    { name: 'Chicken Recipe', flavor: ['chicken'] },
    { name: 'Roasted Chicken & Rice', flavor: ['chicken'] },
    { name: 'Chicken & Vegetable Stew', flavor: ['chicken', 'vegetable'] },
    { name: 'Beef & Barley', flavor: ['beef'] },
    { name: 'Beef & Vegetable Stew', flavor: ['beef', 'vegetable'] },
    { name: 'Lamb Meal & Brown Rice', flavor: ['lamb'] },
    { name: 'Lamb & Rice', flavor: ['lamb'] },
    { name: 'Salmon & Brown Rice', flavor: ['salmon'] },
    { name: 'Salmon & Vegetable', flavor: ['salmon', 'vegetable'] },
    { name: 'Turkey & Rice', flavor: ['turkey'] },
    { name: 'Turkey & Barley', flavor: ['turkey'] },
    { name: 'Duck & Potato', flavor: ['duck'] },
    { name: 'Venison & Potato', flavor: ['venison'] },
    { name: 'Egg & Chicken', flavor: ['egg', 'chicken'] },
    { name: 'Liver & Chicken', flavor: ['liver', 'chicken'] },
    { name: 'Original', flavor: ['original-flavor'] },
    { name: 'Chicken & Oats', flavor: ['chicken'] },
    { name: 'Beef & Rice', flavor: ['beef'] },
    { name: 'Turkey & Potato', flavor: ['turkey'] },
    { name: 'Salmon & Potato', flavor: ['salmon'] },
  ],
  cat: [
    { name: 'Chicken Recipe', flavor: ['chicken'] },
    { name: 'Chicken & Rice', flavor: ['chicken'] },
    { name: 'Chicken & Vegetable Stew', flavor: ['chicken', 'vegetable'] },
    { name: 'Ocean Fish & Rice', flavor: ['ocean-fish'] },
    { name: 'Ocean Fish Recipe', flavor: ['ocean-fish'] },
    { name: 'Tuna Recipe', flavor: ['tuna'] },
    { name: 'Tuna & Vegetable', flavor: ['tuna', 'vegetable'] },
    { name: 'Salmon & Brown Rice', flavor: ['salmon'] },
    { name: 'Salmon Recipe', flavor: ['salmon'] },
    { name: 'Turkey Recipe', flavor: ['turkey'] },
    { name: 'Beef Recipe', flavor: ['beef'] },
    { name: 'Duck & Potato', flavor: ['duck'] },
    { name: 'Venison & Potato', flavor: ['venison'] },
    { name: 'Pollock & Pea', flavor: ['pollock'] },
    { name: 'Liver & Chicken', flavor: ['liver', 'chicken'] },
    { name: 'Egg & Rice', flavor: ['egg'] },
    { name: 'Original', flavor: ['original-flavor'] },
    { name: 'Chicken & Liver', flavor: ['chicken', 'liver'] },
    { name: 'Tuna & Salmon', flavor: ['tuna', 'salmon'] },
    { name: 'Salmon & Vegetable', flavor: ['salmon', 'vegetable'] },
    { name: 'Turkey & Giblets', flavor: ['turkey'] },
  ],
};
/** A food for food sensitivities is made with one protein the pet has rarely met. */
const NOVEL = new Set(['duck', 'venison', 'salmon', 'pollock', 'egg', 'original-flavor']);

const STYLES: Record<GeneratedProduct['foodForm'], string[]> = {
  dry: [
    '',
    'Small Bites',
    'Grain Free',
    'Classic',
    'Large Bites',
    'Wholesome Grains',
    'Homestyle',
    'Hearty',
    'Crunchy',
    'Farm Fresh',
    'Tender Kibble',
    'Savory',
    'Vitality',
    'Active',
    'Everyday',
    'Essentials',
  ],
  wet: [
    '',
    'Savory Stew',
    'Minced',
    'Pâté',
    'Tender Chunks',
    'Entrée',
    'Loaf',
    'Homestyle',
    'Chunks in Gravy',
    'Shreds',
    'Morsels',
    'Classic',
    'Stew',
    'Bistro',
    'Gravy Lovers',
    'Cuts',
  ],
  treats: [
    '',
    'Mini',
    'Crunchy',
    'Soft',
    'Grain Free',
    'Bites',
    'Sticks',
    'Bars',
    'Chewy',
    'Large',
    'Snacks',
    'Minis',
    'Bakes',
    'Twists',
  ],
};

const PRODUCT_FORM: Record<GeneratedProduct['packType'], string> = {
  bag: 'Dry',
  can: 'Canned',
  tray: 'Tray',
  pouch: 'Pouch',
};
const FORM_WORD: Record<GeneratedProduct['packType'], string> = {
  bag: 'Dry',
  can: 'Canned',
  tray: 'Tray',
  pouch: 'Pouch',
};
const PRODUCT_BADGES: [string, number][] = [
  ['best-seller', 5],
  ['new', 3],
  ['featured', 3],
  ['new-formula', 2],
  ['new-look', 2],
  ['new-innovation', 1],
  ['new-flavor', 2],
  ['discontinued-soon', 1],
];

type SeedProduct = (typeof catalogue.products)[number];

const speciesWord = (species: Species) => (species === 'dog' ? 'Dog' : 'Cat');
const formSuffix = (p: Pick<GeneratedProduct, 'foodForm' | 'packType' | 'species'>) =>
  p.foodForm === 'treats'
    ? `${speciesWord(p.species[0]!)} Treats`
    : `${FORM_WORD[p.packType]} ${speciesWord(p.species[0]!)} Food`;

/** The seed's lines, one for each brand, sub-brand, species, form and pack it sells. */
export function storeLines(products: readonly SeedProduct[] = catalogue.products): Line[] {
  const lines = new Map<string, Line>();
  for (const p of products) {
    const key = [p.brand, p.subBrand, p.species.join('+'), p.foodForm, p.packType].join('/');
    if (lines.has(key)) continue;
    const flavours = [...new Set(p.variants.map((v) => v.flavor))];
    let name = p.title.replace(/\s*(Dry|Canned|Tray|Pouch)?\s*(Dog|Cat)\s+(Food|Treats)$/, '');
    for (const flavour of flavours) if (name.endsWith(` ${flavour}`)) name = name.slice(0, -flavour.length - 1);
    lines.set(key, {
      name,
      brand: p.brand as Line['brand'],
      subBrand: p.subBrand,
      species: p.species as Species[],
      lifestage: p.lifestage,
      breedSize: p.breedSize,
      foodForm: p.foodForm as Line['foodForm'],
      packType: p.packType as Line['packType'],
      healthConditions: p.healthConditions,
    });
  }
  return [...lines.values()];
}

/** Where a line is sold: a prescription food on the vet site only, treats on the consumer site only. */
export function sitesOf(brand: string): SiteId[] {
  if (brand === 'prescription-diet') return ['HPSF'];
  if (brand === 'hills-treats') return ['DTC'];
  return ['DTC', 'HPSF'];
}

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A price ending in 99 cents. */
const shelfPrice = (cents: number) => Math.max(99, Math.round(cents / 100) * 100 - 1);

/** Dry food in lb: a base and a price a pound, as the seed's bags are priced (a prescription food costs more). */
function bagPrice(brand: string, species: Species, pounds: number): number {
  const [base, perLb] = brand === 'prescription-diet' ? [949, 300] : species === 'dog' ? [659, 208] : [689, 207];
  return shelfPrice(base + perLb * pounds);
}

const BAG_SIZES: Record<Species, number[]> = {
  dog: [2.5, 4, 4.5, 5, 8, 8.5, 12, 15, 15.5, 17.6, 25, 27.5, 30, 33, 35],
  cat: [1.5, 2, 3.5, 4, 6, 7, 8.5, 12, 15.5, 16, 17.6],
};
/** One can, tray or pouch, in oz. */
const UNIT_SIZES: Record<GeneratedProduct['packType'], Record<Species, number[]>> = {
  bag: { dog: [], cat: [] },
  can: { dog: [5.5, 12.5, 12.8, 13], cat: [2.9, 5.5] },
  tray: { dog: [3.5], cat: [3.5] },
  pouch: { dog: [3], cat: [2.8] },
};
const TREAT_SIZES: [number, number][] = [
  [3, 199],
  [7.1, 399],
  [8, 399],
  [12.5, 599],
  [16, 699],
  [25, 999],
];

/** One can's price, by size: prescription food a dollar more (two for a large dog can), as in the seed. */
function unitPrice(brand: string, ounces: number): number {
  const base = ounces <= 3.5 ? 299 : ounces <= 6 ? 399 : 599;
  if (brand !== 'prescription-diet') return base;
  return base + (ounces > 6 ? 300 : 100);
}
/** A case costs less a can: 10% off by 12, 15% off by 24. */
export const casePrice = (unit: number, count: 12 | 24) => shelfPrice(unit * count * (count === 12 ? 0.9 : 0.85));

const round2 = (value: number) => Math.round(value * 100) / 100;
const oz = (value: number) => `${value} oz`;

/** Stock on hand: now and then out or down to the last few, which the seed marks as limited. */
function stockOf(random: Random, scale: number) {
  const roll = random.next();
  if (roll < 0.04) return { stock: 0, limited: false };
  if (roll < 0.09) return { stock: random.int(1, 3), limited: true };
  return { stock: Math.max(6, Math.round(random.int(40, 200) / scale)), limited: false };
}

function variantTags(random: Random, limited: boolean): string[] {
  const tags: string[] = [];
  if (limited) tags.push('badge::limited-stock');
  else if (random.chance(0.04)) tags.push('badge::back-in-stock');
  return tags;
}

function sizesOf(line: Line, recipe: Recipe, random: Random, nextSku: () => string): GeneratedVariant[] {
  const species = line.species[0]!;
  const common = {
    flavor: recipe.name,
    productForm: line.foodForm === 'treats' ? 'Treats' : PRODUCT_FORM[line.packType],
  };
  const single = (size: string, weight: number, weightUnit: 'lbs' | 'oz', priceCents: number, packCount: number) => {
    const { stock, limited } = stockOf(random, packCount === 1 ? 1 : packCount / 2);
    const deal = packCount === 1 && random.chance(0.06);
    return {
      ...common,
      sku: nextSku(),
      size,
      weight,
      weightUnit,
      priceCents,
      compareAtCents: deal ? priceCents + random.pick([300, 500, 1000]) : null,
      tags: deal ? ['badge::deal', ...(limited ? ['badge::limited-stock'] : [])] : variantTags(random, limited),
      stock,
      autoship: line.foodForm !== 'treats',
      packCount,
    };
  };
  if (line.foodForm === 'treats') {
    const start = random.int(0, TREAT_SIZES.length - 3);
    return TREAT_SIZES.slice(start, start + random.int(2, 3)).map(([ounces, price]) =>
      single(oz(ounces), ounces, 'oz', price, 1),
    );
  }
  if (line.foodForm === 'dry') {
    const ladder = BAG_SIZES[species];
    const count = random.int(3, 5);
    // Sizes a shopper tells apart: no two within a third of each other.
    const chosen: number[] = [];
    for (const pounds of shuffle([...ladder], random)) {
      if (chosen.length === count) break;
      if (chosen.every((c) => Math.max(c, pounds) / Math.min(c, pounds) >= 1.3)) chosen.push(pounds);
    }
    chosen.sort((a, b) => a - b);
    return chosen.map((pounds) => single(`${pounds} lb`, pounds, 'lbs', bagPrice(line.brand, species, pounds), 1));
  }
  const units = UNIT_SIZES[line.packType][species];
  // One size of can, or now and then two, as the seed's kitten and adult cat cans come in 2.9 and 5.5 oz.
  const ounces = shuffle([...units], random)
    .slice(0, units.length > 1 && random.chance(0.3) ? 2 : 1)
    .sort((a, b) => a - b);
  return ounces.flatMap((size) => {
    const unit = unitPrice(line.brand, size);
    return [
      single(oz(size), size, 'oz', unit, 1),
      single(`${size} oz, case of 12`, round2(size * 12), 'oz', casePrice(unit, 12), 12),
      single(`${size} oz, case of 24`, round2(size * 24), 'oz', casePrice(unit, 24), 24),
    ];
  });
}

const SPECIES_PLURAL: Record<Species, string> = { dog: 'dogs', cat: 'cats' };
const FORM_TEXT: Record<GeneratedProduct['foodForm'], string> = {
  dry: 'crunchy kibble',
  wet: 'tender, moist food',
  treats: 'baked treats',
};

function description(line: Line, recipe: Recipe, style: string): string {
  const species = line.species[0]!;
  const what = `${style ? `${style.toLowerCase()} ` : ''}${recipe.name.toLowerCase()}`;
  const forWhom = line.lifestage.some((l) => l === 'puppy' || l === 'kitten')
    ? `growing ${species === 'dog' ? 'puppies' : 'kittens'}`
    : line.lifestage.every((l) => l.startsWith('senior'))
      ? `senior ${SPECIES_PLURAL[species]}`
      : `adult ${SPECIES_PLURAL[species]}`;
  const madeFor = line.healthConditions.map((c) => (HEALTH_LABELS[c] ?? c).toLowerCase());
  const care = madeFor.length > 0 ? `, made for ${madeFor.join(' and ')}` : '';
  return `${line.name.replace(/^(Science Diet|Prescription Diet|Hill's)\s+/, '')}: ${what}. Precisely balanced ${FORM_TEXT[line.foodForm]} for ${forWhom}${care}. Made with high-quality ingredients and no artificial colors or flavors.`;
}

export type ProductPlan = {
  count: number;
  /** The first SKU to give out; each variant takes the next. */
  firstSku: number;
  /** Handles already in the catalogue, never given again. */
  takenHandles: ReadonlySet<string>;
};

const HEALTH_LABELS: Record<string, string> = Object.fromEntries(
  facets.find((f) => f.field === 'health_conditions')!.options.map((o) => [o.slug, o.label]),
);

/** `count` products no catalogue has yet, drawn evenly from every line × recipe × style the store could sell. */
export function generateProducts(plan: ProductPlan, random: Random): GeneratedProduct[] {
  const lines = storeLines();
  const combos: [Line, Recipe, string][] = [];
  for (const line of lines) {
    const sensitive = line.healthConditions.includes('food-sensitivities');
    const recipes = RECIPES[line.species[0]!].filter((r) => !sensitive || NOVEL.has(r.flavor[0]!));
    for (const recipe of recipes) for (const style of STYLES[line.foodForm]) combos.push([line, recipe, style]);
  }
  shuffle(combos, random);
  let sku = plan.firstSku;
  const nextSku = () => String(sku++);
  const handles = new Set(plan.takenHandles);
  const products: GeneratedProduct[] = [];
  // Past every combination the same recipe comes again as a numbered formula, so any count can be made.
  for (let round = 1; products.length < plan.count; round++) {
    for (const [line, recipe, style] of combos) {
      if (products.length >= plan.count) break;
      const words = [line.name, style, recipe.name, round > 1 ? `Formula ${round}` : '', formSuffix(line)];
      const title = words.filter(Boolean).join(' ');
      const handle = slugify(title.replace(/ Food$/, ''));
      if (handles.has(handle)) continue;
      handles.add(handle);
      const badge = random.chance(0.15) ? [`badge::${random.weighted(PRODUCT_BADGES)}`] : [];
      products.push({
        handle,
        title,
        description: description(line, recipe, style),
        brand: line.brand,
        subBrand: line.subBrand,
        species: line.species,
        lifestage: line.lifestage,
        breedSize: line.breedSize,
        foodForm: line.foodForm,
        packType: line.packType,
        flavor: recipe.flavor,
        healthConditions: line.healthConditions,
        sites: sitesOf(line.brand),
        tags: badge,
        variants: sizesOf(line, recipe, random, nextSku),
      });
    }
  }
  return products;
}

/** The shared pictures a generated product shows: one set for each brand, pack and species. */
export const artGroup = (p: Pick<GeneratedProduct, 'brand' | 'packType' | 'species'>) =>
  `${p.brand}-${p.packType}-${p.species[0]}`;
