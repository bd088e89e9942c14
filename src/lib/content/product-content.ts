// What a product page says about a food beyond its name and price (issue 37): key benefits, the ingredients as the bag
// lists them, the guaranteed analysis, the calorie content, a feeding guide and a gallery of pictures. One entry per product (keyed by its
// handle), kept and published by editors like any content; the rules below refuse what a label could not say.
import { z } from 'zod/v4';
import { FEEDING_UNITS } from './feeding-amount';

/** The units a guaranteed-analysis row is given in, as labels print them. */
export const ANALYSIS_UNITS = ['%', 'mg/kg', 'IU/kg', 'CFU/lb'] as const;
/** The four rows every label starts with, and whether each is a minimum or a maximum. */
export const REQUIRED_ANALYSIS = [
  { nutrient: 'Crude Protein', bound: 'min' },
  { nutrient: 'Crude Fat', bound: 'min' },
  { nutrient: 'Crude Fiber', bound: 'max' },
  { nutrient: 'Moisture', bound: 'max' },
] as const;
export { FEEDING_UNITS, feedingAmount, unitName, type FeedingUnit } from './feeding-amount';

const amount = z.number().min(0).max(100_000);

const analysisRow = z
  .object({
    nutrient: z.string().min(1).max(60),
    min: amount.optional(),
    max: amount.optional(),
    unit: z.enum(ANALYSIS_UNITS).default('%'),
  })
  .check((ctx) => {
    const { min, max, unit } = ctx.value;
    const issue = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: ctx.value });
    if (min === undefined && max === undefined) issue('give a minimum, a maximum or both', 'min');
    if (min !== undefined && max !== undefined && min > max) issue('must not be more than the maximum', 'min');
    if (unit === '%')
      for (const bound of ['min', 'max'] as const) {
        const value = ctx.value[bound];
        if (value !== undefined && value > 100) issue('a percentage cannot be over 100', bound);
      }
  });

const feedingRow = z.object({
  /** The pet's weight this row starts at, in lb, and where the next row starts. */
  fromLb: z.number().min(0).max(300),
  toLb: z.number().min(0.5).max(300),
  /** A day's amount in the guide's unit, one per column. */
  amounts: z.array(z.number().min(0).max(50)).min(1).max(4),
});

const feedingGuide = z
  .object({
    unit: z.enum(FEEDING_UNITS),
    /** The columns: one per lifestage or age the food covers ("Adult", "2-4 months"). */
    columns: z.array(z.string().min(1).max(40)).min(1).max(4),
    rows: z.array(feedingRow).min(1).max(16),
    note: z.string().min(1).max(600),
  })
  .check((ctx) => {
    const { rows, columns } = ctx.value;
    rows.forEach((row, index) => {
      if (row.toLb <= row.fromLb)
        ctx.issues.push({
          code: 'custom',
          message: 'must be more than the weight it starts at',
          path: ['rows', index, 'toLb'],
          input: row,
        });
      const before = rows[index - 1];
      if (before && row.fromLb < before.toLb)
        ctx.issues.push({
          code: 'custom',
          message: 'overlaps the row before: weights must go up without overlapping',
          path: ['rows', index, 'fromLb'],
          input: row,
        });
      if (row.amounts.length !== columns.length)
        ctx.issues.push({
          code: 'custom',
          message: `give one amount for each of the ${columns.length} columns`,
          path: ['rows', index, 'amounts'],
          input: row,
        });
    });
  });

const kcal = z.number().int().min(1).max(10_000);

/** A picture of the image library (the studio's picker chooses it), described for those who cannot see it. */
const picture = z.object({
  id: z.string().regex(/^[\w.-]{1,120}$/, 'must be an image of the library'),
  alt: z.string().min(1).max(300),
});

export const productContentSchema = z
  .object({
    benefits: z.array(z.string().min(3).max(160)).min(3).max(6),
    /** In order, as written on the bag. */
    ingredients: z.array(z.string().min(1).max(299)).min(3).max(80),
    analysis: z.array(analysisRow).min(4).max(20),
    calories: z.object({
      perKg: kcal,
      /** The calories of one of the feeding guide's units: a cup of dry food, a can, a tray, a pouch or a treat. */
      perUnit: kcal,
    }),
    feeding: feedingGuide,
    /** The front of the pack first, then the back, the food itself, the nutrition panel and any more. */
    gallery: z.array(picture).min(4, 'needs at least 4 pictures: the front, the back, the food and the panel').max(12),
  })
  .check((ctx) => {
    const { analysis } = ctx.value;
    for (const { nutrient, bound } of REQUIRED_ANALYSIS) {
      const index = analysis.findIndex((row) => row.nutrient.toLowerCase() === nutrient.toLowerCase());
      if (index === -1)
        ctx.issues.push({ code: 'custom', message: `needs a ${nutrient} row`, path: ['analysis'], input: analysis });
      else if (analysis[index]![bound] === undefined)
        ctx.issues.push({
          code: 'custom',
          message: `${nutrient} is given as a ${bound}imum`,
          path: ['analysis', index, bound],
          input: analysis[index],
        });
    }
  });

export type ProductContent = z.output<typeof productContentSchema>;
export type AnalysisRow = ProductContent['analysis'][number];

/** A row's value as the label prints it: "25.0% min", "0.3% max", "1.0-1.4%". */
export function analysisValue(row: AnalysisRow): string {
  const number = (value: number) => (row.unit === '%' ? value.toFixed(1) : value.toLocaleString('en-US'));
  const unit = row.unit === '%' ? '%' : ` ${row.unit}`;
  if (row.min !== undefined && row.max !== undefined) return `${number(row.min)}-${number(row.max)}${unit}`;
  if (row.min !== undefined) return `${number(row.min)}${unit} min`;
  return `${number(row.max!)}${unit} max`;
}
