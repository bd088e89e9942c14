// The seed's product content (issue 37): for every food, benefits, ingredients, guaranteed analysis, calories and a
// feeding guide worked out from what the catalogue says of it (species, form, lifestage, health conditions, flavour,
// pack), so the figures agree with each other: a puppy food has more protein and calories than a weight-management
// one, wet food is about 78% water, a cup's calories follow from the kilogram's at the kibble's density, and the
// guide's amounts from the pet's energy need (catalog/feeding.ts). Editors change any of it in the studio.
import { dailyAmount, dailyCalories, type EnergyStage } from '../catalog/feeding';
import {
  productContentSchema,
  type AnalysisRow,
  type FeedingUnit,
  type ProductContent,
} from '../content/product-content';

export type SeedProduct = {
  handle: string;
  title: string;
  brand: string;
  species: string[];
  lifestage: string[];
  breedSize: string[];
  foodForm: string;
  packType: string;
  flavor: string[];
  healthConditions: string[];
  subBrand: string;
  variants: { size: string }[];
};

type Species = 'dog' | 'cat';
type Form = 'dry' | 'wet' | 'treats';
type Stage = 'young' | 'adult' | 'senior';

/** Protein, fat (minimums), fiber and moisture (maximums) in %, and kcal a kg, by species, form and age. */
const BASE: Record<Species, Record<Form, Record<Stage, [number, number, number, number, number]>>> = {
  dog: {
    dry: { young: [25, 15, 4, 10, 3950], adult: [21, 12.5, 4, 10, 3700], senior: [18, 10.5, 4, 10, 3550] },
    wet: { young: [8.5, 5.5, 1.5, 78, 1150], adult: [7.5, 4.5, 1.5, 78, 1050], senior: [6.5, 4, 1.5, 78, 1000] },
    treats: { young: [14, 7, 3, 12, 3300], adult: [14, 7, 3, 12, 3300], senior: [14, 7, 3, 12, 3300] },
  },
  cat: {
    dry: { young: [33.5, 20, 2, 8, 4200], adult: [31, 18.5, 2.5, 8, 4050], senior: [30, 17, 3, 8, 3900] },
    wet: { young: [10, 6.5, 1.5, 78, 1200], adult: [9, 5.5, 1.5, 78, 1050], senior: [8.5, 5, 1.5, 78, 1000] },
    treats: { young: [28, 12, 4, 12, 3600], adult: [28, 12, 4, 12, 3600], senior: [28, 12, 4, 12, 3600] },
  },
};
/** Kilograms of kibble in an 8 oz measuring cup: light, airy kibble weighs less. */
const CUP_KG: Record<Species, number> = { dog: 0.1, cat: 0.094 };
/** Calories in one treat, by the line. */
const PIECE_KCAL: Record<string, number> = {
  training: 3,
  jerky: 25,
  biscuits: 18,
  'soft-baked': 12,
  'dental-chews': 80,
  'apple-oatmeal': 15,
};
const OZ_KG = 0.028349523;

const MAIN_PROTEIN: Record<string, string> = {
  chicken: 'Chicken',
  lamb: 'Lamb Meal',
  beef: 'Beef',
  salmon: 'Salmon',
  turkey: 'Turkey',
  liver: 'Pork Liver',
  'ocean-fish': 'Ocean Fish',
  tuna: 'Tuna',
  egg: 'Dried Egg Product',
  pollock: 'Pollock',
  venison: 'Venison',
  duck: 'Duck',
  vegetable: 'Brewers Rice',
  'original-flavor': 'Chicken',
};
const SIDE: Record<string, string> = { vegetable: 'Carrots', liver: 'Pork Liver', egg: 'Dried Egg Product' };

const VITAMINS =
  'Vitamins (Vitamin E Supplement, Niacin Supplement, Thiamine Mononitrate, Vitamin A Supplement, Calcium Pantothenate, Riboflavin Supplement, Biotin, Vitamin B12 Supplement, Pyridoxine Hydrochloride, Folic Acid, Vitamin D3 Supplement)';
const MINERALS =
  'Minerals (Ferrous Sulfate, Zinc Oxide, Copper Sulfate, Manganous Oxide, Calcium Iodate, Sodium Selenite)';

const BENEFITS: Record<string, string[]> = {
  growth: ['DHA from fish oil for healthy brain and eye development', 'Balanced minerals for strong bones and teeth'],
  'joint-care': ['Glucosamine and chondroitin for healthy joints', 'EPA from fish oil to help keep your pet moving'],
  'weight-management': [
    'Fewer calories and added L-carnitine to help keep a healthy weight',
    'Natural fiber to help your pet feel full between meals',
  ],
  'digestive-care': ['Prebiotic fiber for a balanced gut microbiome', 'Highly digestible for gentle digestion'],
  'skin-care': ['Omega-6 fatty acids and vitamin E for healthy skin and a lustrous coat'],
  'food-sensitivities': ['A single novel protein to help with food sensitivities'],
  'dental-care': ['Kibble made to clean teeth as your pet chews'],
  'aging-care': ['Antioxidants to support energy and vitality in older pets'],
  'urinary-care': ['Controlled minerals to support urinary health'],
  'kidney-care': ['Controlled phosphorus and sodium to support kidney function'],
  'heart-care': ['Low sodium to support heart health'],
  'glucose-management': ['Helps manage blood glucose with high protein and controlled carbohydrates'],
  'endocrine-system-care': ['Tailored nutrition to support the endocrine system'],
  'thyroid-care': ['Controlled iodine to support thyroid health'],
  'restorative-care': ['Dense in calories and nutrients for recovery after illness or surgery'],
  'urgent-care': ['Easy to eat and highly digestible for pets who need nutrition fast'],
  'liver-care': ['Controlled copper and high-quality protein to support liver function'],
};
const BY_STAGE: Record<Stage, string[]> = {
  young: ['Antioxidants to support a developing immune system', 'Quality protein for healthy muscle growth'],
  adult: ['High-quality protein for lean muscle', 'Antioxidants for a healthy immune system'],
  senior: ['Easy-to-digest ingredients for older pets', 'Omega-3s to support joints as your pet ages'],
};
const ALWAYS = 'No artificial colors, flavors or preservatives';

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

const stageOf = (product: SeedProduct): Stage =>
  product.lifestage.some((l) => l === 'puppy' || l === 'kitten')
    ? 'young'
    : product.lifestage.every((l) => l.startsWith('senior'))
      ? 'senior'
      : 'adult';

function analysis(product: SeedProduct, species: Species, form: Form, stage: Stage) {
  let [protein, fat, fiber, moisture, kcalKg] = BASE[species][form][stage];
  const has = (condition: string) => product.healthConditions.includes(condition);
  if (product.subBrand === 'soft-baked') moisture = 20;
  if (has('weight-management')) {
    fat *= 0.65;
    fiber = form === 'dry' ? 11 : 3.5;
    kcalKg *= 0.8;
    protein += 1;
  }
  if (has('kidney-care')) protein *= 0.7;
  if (has('restorative-care')) {
    fat *= 1.4;
    kcalKg *= 1.2;
  }
  if (has('digestive-care') && form === 'dry') fiber += 1;
  const wet = form === 'wet';
  const rows: AnalysisRow[] = [
    { nutrient: 'Crude Protein', min: round1(protein), unit: '%' },
    { nutrient: 'Crude Fat', min: round1(fat), unit: '%' },
    { nutrient: 'Crude Fiber', max: round1(fiber), unit: '%' },
    { nutrient: 'Moisture', max: round1(moisture), unit: '%' },
  ];
  if (form !== 'treats') {
    const scale = wet ? 0.25 : 1;
    const calcium = stage === 'young' ? 1.1 : 0.6;
    rows.push({ nutrient: 'Calcium', min: round2(calcium * scale), unit: '%' });
    const phosphorus = has('kidney-care') ? 0.3 : stage === 'young' ? 0.9 : 0.5;
    rows.push(
      has('kidney-care')
        ? { nutrient: 'Phosphorus', max: round2(phosphorus * scale), unit: '%' }
        : { nutrient: 'Phosphorus', min: round2(phosphorus * scale), unit: '%' },
    );
  }
  if (species === 'cat' && form !== 'treats') rows.push({ nutrient: 'Taurine', min: wet ? 0.05 : 0.15, unit: '%' });
  if (has('urinary-care')) rows.push({ nutrient: 'Magnesium', max: wet ? 0.02 : 0.08, unit: '%' });
  if (has('skin-care') || has('food-sensitivities')) {
    rows.push({ nutrient: 'Omega-6 Fatty Acids', min: wet ? 0.6 : 2.5, unit: '%' });
    rows.push({ nutrient: 'Omega-3 Fatty Acids', min: wet ? 0.1 : 0.5, unit: '%' });
  }
  if (has('joint-care')) {
    rows.push({ nutrient: 'Glucosamine', min: 800, unit: 'mg/kg' });
    rows.push({ nutrient: 'Chondroitin Sulfate', min: 600, unit: 'mg/kg' });
  }
  if (has('growth')) rows.push({ nutrient: 'DHA', min: 0.1, unit: '%' });
  if (has('aging-care') || stage === 'senior') rows.push({ nutrient: 'Vitamin E', min: 500, unit: 'IU/kg' });
  return { rows, kcalKg: Math.round(kcalKg / 5) * 5 };
}

function ingredients(product: SeedProduct, species: Species, form: Form): string[] {
  const [first = 'chicken', second] = product.flavor;
  const main = MAIN_PROTEIN[first] ?? 'Chicken';
  const side = second ? (SIDE[second] ?? MAIN_PROTEIN[second]) : undefined;
  const has = (condition: string) => product.healthConditions.includes(condition);
  const extras = [
    ...(has('weight-management') ? ['Powdered Cellulose', 'Pea Fiber', 'L-Carnitine'] : []),
    ...(has('joint-care') ? ['Glucosamine Hydrochloride', 'Chondroitin Sulfate'] : []),
    ...(has('growth') || has('skin-care') || has('joint-care') ? ['Fish Oil'] : []),
    ...(has('digestive-care') ? ['Dried Beet Pulp', 'Psyllium Seed Husk'] : []),
  ];
  if (form === 'treats')
    return [
      'Wheat Flour',
      main,
      ...(product.subBrand === 'apple-oatmeal' ? ['Oatmeal', 'Dried Apples'] : ['Oatmeal']),
      'Soybean Oil',
      'Natural Flavors',
      'Mixed Tocopherols for freshness',
    ];
  const grains = has('food-sensitivities') ? ['Potatoes', 'Potato Starch'] : ['Brewers Rice', 'Whole Grain Wheat'];
  const base =
    form === 'wet'
      ? ['Water', main, ...(side ? [side] : []), 'Pork Liver', 'Rice', 'Carrots', 'Green Peas', 'Wheat Gluten']
      : [main, ...(side ? [side] : []), ...grains, 'Cracked Pearled Barley', 'Chicken Fat', 'Chicken Liver Flavor'];
  return [
    ...new Set([
      ...base,
      ...extras,
      'Soybean Oil',
      'Flaxseed',
      'Potassium Chloride',
      'Choline Chloride',
      ...(species === 'cat' ? ['Taurine'] : []),
      VITAMINS,
      MINERALS,
      'Mixed Tocopherols for freshness',
      'Natural Flavors',
      'Beta-Carotene',
    ]),
  ];
}

function benefits(product: SeedProduct, species: Species, stage: Stage, form: Form): string[] {
  if (form === 'treats')
    return [
      `Made with real ${(MAIN_PROTEIN[product.flavor[0] ?? ''] ?? 'chicken').toLowerCase()}`,
      product.subBrand === 'dental-chews'
        ? 'Helps clean teeth as your pet chews'
        : 'Sized to reward without spoiling a meal',
      'Baked in the USA with natural ingredients',
      ALWAYS,
    ];
  const chosen = [
    ...product.healthConditions.flatMap((c) => BENEFITS[c] ?? []),
    ...BY_STAGE[stage],
    ...(species === 'cat' ? ['Taurine for heart and eye health'] : []),
    ALWAYS,
  ];
  return [...new Set(chosen)].slice(0, 5);
}

/** Weight bands of the guide, in lb, by the breed sizes the food is for. */
function bands(product: SeedProduct, species: Species): [number, number][] {
  if (species === 'cat')
    return [
      [4, 6],
      [6, 8],
      [8, 10],
      [10, 12],
      [12, 15],
      [15, 18],
    ];
  const all: [number, number, string][] = [
    [3, 6, 'small'],
    [6, 12, 'small'],
    [12, 20, 'small'],
    [20, 30, 'medium'],
    [30, 40, 'medium'],
    [40, 60, 'medium'],
    [60, 80, 'large'],
    [80, 100, 'large'],
    [100, 120, 'large'],
  ];
  const sizes = product.breedSize.length > 0 ? product.breedSize : ['small', 'medium', 'large'];
  // A puppy is weighed as it is now: even a large breed's is under 80 lb before its first birthday.
  const most = stageOf(product) === 'young' ? 80 : Infinity;
  return all.filter(([, to, size]) => sizes.includes(size) && to <= most).map(([from, to]) => [from, to]);
}

function feedingUnit(form: Form, packType: string): FeedingUnit {
  if (form === 'treats') return 'piece';
  if (form === 'dry') return 'cup';
  return packType === 'tray' ? 'tray' : packType === 'pouch' ? 'pouch' : 'can';
}

const NOTE =
  'Change foods over 7 days, mixing a little more of the new food in each day. These amounts are a starting point: adjust them to keep your pet at an ideal body condition, and split the day’s food into two or more meals. Always give fresh, clean water.';
const TREAT_NOTE =
  'Treats should be no more than a tenth of a day’s calories: feed a little less of the main food on treat days. Always give fresh, clean water.';

function feeding(product: SeedProduct, species: Species, form: Form, stage: Stage, perUnit: number) {
  const unit = feedingUnit(form, product.packType);
  const weight = product.healthConditions.includes('weight-management');
  const columns: { label: string; stage: EnergyStage; share?: number }[] =
    form === 'treats'
      ? [{ label: 'Treats a day', stage: 'adult', share: 0.1 }]
      : stage === 'young'
        ? [
            { label: 'Under 4 months', stage: 'young' },
            { label: '4 to 12 months', stage: 'growing' },
          ]
        : weight
          ? [
              { label: 'Weight loss', stage: 'weight-loss' },
              { label: 'Keeping weight', stage: 'adult' },
            ]
          : stage === 'senior'
            ? [{ label: 'Senior', stage: 'senior' }]
            : [{ label: 'Adult', stage: 'adult' }];
  const rows = bands(product, species).map(([fromLb, toLb]) => ({
    fromLb,
    toLb,
    amounts: columns.map((column) => {
      const need = dailyCalories({ species, stage: column.stage, weightLb: (fromLb + toLb) / 2 });
      if (column.share) return Math.max(1, Math.min(20, Math.floor((need * column.share) / perUnit)));
      return Math.min(50, dailyAmount(need, perUnit));
    }),
  }));
  const young = stage === 'young' && form !== 'treats' ? ' Feed young pets three meals a day until six months.' : '';
  return {
    unit,
    columns: columns.map((c) => c.label),
    rows,
    note: `${form === 'treats' ? TREAT_NOTE : NOTE}${young}`,
  };
}

/** The ounces of one can, tray or pouch of a wet food: its smallest size. */
function unitKg(product: SeedProduct): number {
  const ounces = product.variants
    .map((v) => /^([\d.]+)\s*oz$/i.exec(v.size)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return (ounces.length > 0 ? Math.min(...ounces) : 5.5) * OZ_KG;
}

/** A food's content as the seed writes it, checked against the same rules editors' saves are. */
export function seedProductContent(product: SeedProduct): ProductContent {
  const species: Species = product.species.includes('dog') ? 'dog' : 'cat';
  const form: Form = product.foodForm === 'wet' ? 'wet' : product.foodForm === 'treats' ? 'treats' : 'dry';
  const stage = stageOf(product);
  const { rows, kcalKg } = analysis(product, species, form, stage);
  const perUnit = Math.round(
    form === 'treats'
      ? (PIECE_KCAL[product.subBrand] ?? 15)
      : form === 'dry'
        ? kcalKg * CUP_KG[species]
        : kcalKg * unitKg(product),
  );
  return productContentSchema.parse({
    benefits: benefits(product, species, stage, form),
    ingredients: ingredients(product, species, form),
    analysis: rows,
    calories: { perKg: kcalKg, perUnit },
    feeding: feeding(product, species, form, stage, perUnit),
    gallery: galleryOf(product),
  });
}

/** The pictures after the front (the catalogue's own image): what each shows, for its id and its description. */
export const GALLERY_VIEWS = [
  { view: 'back', alt: 'the back of the pack, with its ingredients' },
  { view: 'food', alt: 'a close look at the food' },
  { view: 'panel', alt: 'the guaranteed analysis panel' },
] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number]['view'];

/** The library id of a seeded picture of a product: its front (the catalogue's image) or another view. */
export const galleryImageId = (handle: string, view: GalleryView | 'front' = 'front') =>
  view === 'front' ? `product-${handle}.png` : `product-${handle}-${view}.png`;

const galleryOf = (product: SeedProduct) => [
  { id: galleryImageId(product.handle), alt: `${product.title}, the front of the pack` },
  ...GALLERY_VIEWS.map(({ view, alt }) => ({
    id: galleryImageId(product.handle, view),
    alt: `${product.title}: ${alt}`,
  })),
];
