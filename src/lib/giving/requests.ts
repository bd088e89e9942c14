// What the giving calls accept (spec 001 §7), as API.md's table gives them. Query values are text, read here into
// numbers; bodies are JSON. Pure: the routes use these schemas.
import { z } from 'zod/v4';
import { causeIdSchema, dollarsSchema } from './cart-request';
import { CATEGORY_COUNT } from './categories';
import { isCharityId, parseStoreId } from './ids';
import { jsonBytes, MAX_CONFIRMATION_BYTES } from './limits';
import { hasAtMostTwoDecimals } from './money';

export const SEARCH_TAKE = 25;
export const MAX_SEARCH_TAKE = 100;
export const MAX_SEARCH_SKIP = 100_000;
export const MAX_EINS = 100;
export const MAX_INTEGRATIONS = 20;
export const MAX_INFO_CHARACTERS = 4000;

/** A store id as spec 001 §5 reads it, lower case. */
export const storeIdSchema = z
  .string()
  .max(64)
  .transform((raw, ctx) => {
    const id = parseStoreId(raw);
    if (id === null) ctx.addIssue({ code: 'custom', message: 'Invalid StoreId' });
    return id ?? '';
  });

/** A whole number written in a query string, from `min` to `max`. */
const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`));

/** Query text: trimmed, empty as none. */
const queryText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => v.trim() || undefined);

export const startTrackingSchema = z.object({
  storeId: storeIdSchema.optional(),
  isTestMode: z.boolean().default(false),
  isForceTestMode: z.boolean().default(false),
});

export const setCauseSchema = z.object({
  causeId: causeIdSchema.nullable(),
  causeName: z.string().max(200).nullish(),
});

/** How deep JSON the service keeps may nest: enough for any event or note, and safe to write back out. */
export const MAX_JSON_DEPTH = 8;

/** How deeply a JSON value nests (a scalar: 0), counted without recursion, so a hostile depth cannot overflow. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** An object of JSON values (keys such as "constructor" are plain keys here, as JSON has them). */
export const anyJsonObject = z.custom<Record<string, unknown>>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'must be an object',
);

/** An object of JSON values, at most MAX_JSON_DEPTH deep. */
export const jsonObjectSchema = anyJsonObject.refine(
  (v) => jsonDepth(v) <= MAX_JSON_DEPTH,
  `must nest at most ${MAX_JSON_DEPTH} deep`,
);

export const integrationInfoSchema = z.object({
  integrationType: z.string().regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'must be a name of letters, digits, "_", "." or "-"'),
  info: jsonObjectSchema.refine(
    (v) => JSON.stringify(v).length <= MAX_INFO_CHARACTERS,
    `must be at most ${MAX_INFO_CHARACTERS} characters as JSON`,
  ),
});

/** The causes a confirmation names: JSON text, or a list of { causeId, causeName?, amount? }. */
const confirmedCauses = z.union(
  [
    z.string().max(8000),
    z
      .array(
        z.object({
          causeId: z.string().max(64),
          causeName: z.string().max(200).nullish(),
          amount: dollarsSchema.optional(),
        }),
      )
      .max(50),
  ],
  'must be JSON text or a list of { causeId, causeName, amount }',
);

export const confirmationSchema = z.object({
  confirmationData: z
    .object({
      totalDonationAmount: dollarsSchema.refine(hasAtMostTwoDecimals, 'must have at most 2 decimals'),
      causes: confirmedCauses,
    })
    .refine(
      (data) => jsonBytes(data) <= MAX_CONFIRMATION_BYTES,
      `must be at most ${MAX_CONFIRMATION_BYTES} bytes as JSON`,
    ),
});

export const charitySearchSchema = z.object({
  q: queryText(100).optional(),
  skip: queryInt(0, MAX_SEARCH_SKIP).default(0),
  take: queryInt(1, MAX_SEARCH_TAKE).default(SEARCH_TAKE),
  zip: z
    .string()
    .regex(/^\d{5}$/, 'must be a five-digit ZIP code')
    .optional(),
  city: queryText(80).optional(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code')
    .transform((s) => s.toUpperCase())
    .optional(),
  categoryId: queryInt(0, CATEGORY_COUNT - 1).optional(),
});
export type CharitySearch = z.output<typeof charitySearchSchema>;

export const einsSchema = z.object({
  eins: z
    .string()
    .max(MAX_EINS * 32)
    .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().refine(isCharityId, 'must be charity tax ids such as 23-7182091, separated by commas'))
        .min(1, 'name at least one charity')
        .max(MAX_EINS, `at most ${MAX_EINS} charities at a time`),
    ),
});

export const portfolioQuerySchema = z.object({
  id: z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be a portfolio id of 32 hexadecimal digits'),
});

/** A tracking id: the uuid the service handed out. Any other text names no tracking. */
export const isTrackingId = (id: string | undefined): id is string =>
  typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
