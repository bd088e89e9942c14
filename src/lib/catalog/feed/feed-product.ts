// A product as a catalogue feed gives it (issue 39): the seed's shape (src/content/catalogue.json) plus whether it is
// on sale, its pictures and, in the store's JSON feed, its content. Both the Shopify CSV and the JSON feed end here,
// and the import checks every product against this schema before it changes anything.
import { z } from 'zod/v4';
import { productContentSchema } from '../../content/product-content';
import { SITE_IDS } from '../../site/site';
import { BADGE_PREFIX } from '../badges';
import { BRANDS } from '../brands';
import { SPECIES } from '../facets';
import type { CatalogAttributes } from '../types';

export const FOOD_FORMS = ['dry', 'wet', 'treats'] as const satisfies readonly CatalogAttributes['foodForm'][];
export const PACK_TYPES = ['bag', 'can', 'tray', 'pouch'] as const satisfies readonly CatalogAttributes['packType'][];
const BRAND_KEYS = Object.keys(BRANDS) as [CatalogAttributes['brand'], ...CatalogAttributes['brand'][]];
/** Shopify allows more, but a pet food has a handful of sizes and flavours: a hundred is a mistake in the file. */
export const MAX_VARIANTS = 100;
export const MAX_IMAGES = 20;

const slug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens');
const words = z.array(z.string().min(1).max(60)).max(30);
const badgeTag = z
  .string()
  .regex(new RegExp(`^${BADGE_PREFIX}[a-z0-9-]+$`), `must be a badge tag (${BADGE_PREFIX}name)`);

export const feedVariantSchema = z.strictObject({
  sku: z.string().regex(/^\d{4,12}$/, 'a SKU is 4 to 12 digits'),
  flavor: z.string().trim().min(1).max(80),
  size: z.string().trim().min(1).max(60),
  weight: z.number().positive('must be more than 0').max(5000),
  weightUnit: z.enum(['lbs', 'oz']),
  productForm: z.string().trim().min(1).max(40),
  priceCents: z.number().int().positive('must be more than $0').max(1_000_000),
  compareAtCents: z.number().int().positive().nullable().default(null),
  tags: z.array(badgeTag).max(10).default([]),
  stock: z.number().int().min(0, 'cannot be negative').max(10_000_000),
  autoship: z.boolean().default(true),
  /** Cans, trays or pouches in the variant: 1, or 12 and 24 for a case. */
  packCount: z.number().int().min(1).max(48).default(1),
});

export const feedImageSchema = z.strictObject({
  src: z.string().min(1).max(2000),
  alt: z.string().max(300).default(''),
});

export const feedProductSchema = z
  .strictObject({
    handle: slug,
    title: z.string().trim().min(1).max(200),
    description: z.string().max(5000).default(''),
    brand: z.enum(BRAND_KEYS),
    subBrand: z.union([slug, z.literal('')]).default(''),
    species: z.array(z.enum(SPECIES)).min(1, 'needs a species: dog, cat or both'),
    lifestage: words.default([]),
    breedSize: words.default([]),
    foodForm: z.enum(FOOD_FORMS),
    packType: z.enum(PACK_TYPES),
    flavor: words.default([]),
    healthConditions: words.default([]),
    sites: z.array(z.enum(SITE_IDS)).min(1, 'needs a site: DTC, HPSF or both'),
    tags: z.array(badgeTag).max(20).default([]),
    published: z.boolean().default(true),
    images: z.array(feedImageSchema).max(MAX_IMAGES).default([]),
    variants: z
      .array(feedVariantSchema)
      .min(1, 'needs at least one variant')
      .max(MAX_VARIANTS, `has more than ${MAX_VARIANTS} variants`),
    content: productContentSchema.optional(),
  })
  .check((ctx) => {
    const p = ctx.value;
    const issue = (message: string, path: (string | number)[]) =>
      ctx.issues.push({ code: 'custom', message, path, input: p });
    // Spec 000 §1: Prescription Diet is for the staff site only, treats for consumers only.
    if (p.brand === 'prescription-diet' && p.sites.includes('DTC'))
      issue('Prescription Diet is sold on HPSF only', ['sites']);
    if (p.foodForm === 'treats' && p.sites.includes('HPSF')) issue('treats are sold on DTC only', ['sites']);
    const seen = new Set<string>();
    p.variants.forEach((v, i) => {
      if (seen.has(v.sku)) issue(`SKU ${v.sku} is listed twice`, ['variants', i, 'sku']);
      seen.add(v.sku);
      if (v.compareAtCents !== null && v.compareAtCents <= v.priceCents)
        issue('the compare-at price must be more than the price', ['variants', i, 'compareAtCents']);
    });
  });

export type FeedVariant = z.output<typeof feedVariantSchema>;
export type FeedProduct = z.output<typeof feedProductSchema>;
export type FeedProductInput = z.input<typeof feedProductSchema>;
