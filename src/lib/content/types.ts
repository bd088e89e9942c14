// The shapes of the content editors publish. Each entry's `data` is checked against these on the way in and out.
import { z } from 'zod/v4';
import type { SiteScope } from '../db/schema';
import { CAROUSEL_COLOURS } from './carousel';
import { HOME_SECTION_TYPES } from './home';
import { isSafeHref } from './links';
import { REDIRECT_STATUSES, safeLocalPath } from '../site/navigation-guard';
import { redirectPairProblems, redirectSourceProblem, redirectTargetProblem } from './redirects';
import { productContentSchema } from './product-content';

export const CONTENT_TYPES = [
  'global',
  'navigation',
  'announcement',
  'sitewide_banner',
  'contact',
  'account_pages_settings',
  'page',
  'carousel',
  'no_results_suggestions',
  'highlight_content_block',
  'two_column_section',
  'goodness_box_badge',
  'promotion_banner',
  'home_page',
  'skus_with_deal',
  'redirect',
  'product_content',
  'search_synonym',
  'search_redirect',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The sites an entry of a type may be for. Redirects share one table, which has no site: each is for all sites. */
export const sitesFor = (type: ContentType): readonly SiteScope[] =>
  type === 'redirect' ? ['ALL'] : ['ALL', 'DTC', 'HPSF'];

// Every link an editor sets: a same-site path or an http(s) address, never `javascript:` or `//host`.
const href = z.string().min(1).max(500).refine(isSafeHref, 'must be a path on this site or an http(s) address');
const link = z.object({ text: z.string().min(1), url: href });
const ctaLink = z.object({ text: z.string().min(1).max(60), url: href });
// The images of the home page's blocks.
const contentImage = z.object({
  id: z.string().regex(/^[\w.-]{1,120}$/, 'must be an image id'),
  alt: z.string().max(300),
});
const when = z.iso.datetime({ offset: true });
/** Words a shopper searches with: one to four, with a letter or a digit. */
const searchWords = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/[\p{L}\p{N}]/u, 'must hold a letter or a digit')
  .refine((text) => text.split(/\s+/).length <= 4, 'must be four words at most');
/** A string field checked by a rule that says what is wrong with it, or null. */
const ruled = (schema: z.ZodString, problem: (value: string) => string | null) =>
  schema.check((ctx) => {
    const message = problem(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });
type NavItem = { label: string; url: string; children?: NavItem[] };
const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({ label: z.string().min(1), url: href, children: z.array(navItem).optional() }),
);

export const contentSchemas = {
  global: z.object({ value: z.unknown() }),
  navigation: z.object({ title: z.string(), items: z.array(navItem) }),
  announcement: z.object({ text: z.string().min(1), url: href.optional() }),
  sitewide_banner: z.object({
    text: z.string().min(1),
    url: href.optional(),
    tone: z.enum(['info', 'promo', 'alert']).default('info'),
  }),
  contact: z.object({ phone: z.string(), email: z.string(), hours: z.string(), address: z.string() }),
  account_pages_settings: z.object({
    dashboardIntro: z.string(),
    ordersPageSize: z.number().int().min(1).max(50),
    autoshipHelp: z.string(),
    addressBookHelp: z.string(),
  }),
  page: z.object({ title: z.string().min(1), description: z.string().default(''), body: z.string() }),
  carousel: z.object({
    page: z.string(),
    headline: z.string(),
    paragraph: z.string().default(''),
    bg_color: z.enum(Object.keys(CAROUSEL_COLOURS) as [keyof typeof CAROUSEL_COLOURS]).default('transparent'),
    copyColor: z.string().default('#34363B'),
    handles: z.array(z.object({ handle: z.string() })),
    isLastComponent: z.boolean().default(false),
  }),
  no_results_suggestions: z.object({
    headline: z.string().min(1),
    suggestions: z.array(z.object({ label: z.string().min(1), url: href })),
  }),
  // The home page's hero.
  highlight_content_block: z.object({
    eyebrow: z.string().max(80).default(''),
    headline: z.string().min(1).max(120),
    text: z.string().max(400).default(''),
    image: contentImage.optional(),
    ctas: z.array(ctaLink).max(3).default([]),
  }),
  // An image beside rich text (spec 001 §5) and an optional call to action.
  two_column_section: z.object({
    headline: z.string().min(1).max(120),
    body: z.string().max(4000),
    image: contentImage,
    imageSide: z.enum(['left', 'right']).default('left'),
    cta: ctaLink.optional(),
  }),
  goodness_box_badge: z.object({
    text: z.string().min(1).max(60),
    detail: z.string().max(160).default(''),
    image: contentImage.optional(),
    url: href.optional(),
  }),
  promotion_banner: z
    .object({
      headline: z.string().min(1).max(120),
      text: z.string().max(400).default(''),
      image: contentImage.optional(),
      cta: ctaLink.optional(),
      startsAt: when.optional(),
      endsAt: when.optional(),
    })
    .refine((p) => !p.startsAt || !p.endsAt || Date.parse(p.startsAt) < Date.parse(p.endsAt), {
      message: 'must end after it starts',
      path: ['endsAt'],
    }),
  // The home page's sections, in the order the editor set; each names an entry of its type by key.
  home_page: z.object({
    sections: z.array(z.object({ type: z.enum(HOME_SECTION_TYPES), key: z.string().min(1).max(120) })).max(40),
  }),
  // SKUs shown and listed as deals on the entry's site(s), beside those tagged badge::deal (catalog/deals.ts).
  skus_with_deal: z.object({
    skus: z
      .array(z.object({ sku: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a SKU such as 10007') }))
      .max(500)
      .check((ctx) => {
        const seen = new Set<string>();
        ctx.value.forEach(({ sku }, index) => {
          if (seen.has(sku))
            ctx.issues.push({ code: 'custom', message: 'is listed already', input: sku, path: [index, 'sku'] });
          seen.add(sku);
        });
      }),
  }),
  // A redirect of the navigation guard (spec 000 §2); publishing it writes its row of the redirects table.
  redirect: z
    .object({
      from: ruled(z.string().min(1).max(500), redirectSourceProblem),
      to: ruled(z.string().min(1).max(2000), redirectTargetProblem),
      statusCode: z.literal(REDIRECT_STATUSES, { error: 'must be 301, 302, 307 or 308' }).default(301),
      external: z.boolean().default(false),
    })
    .check((ctx) => {
      for (const { field, message } of redirectPairProblems(ctx.value))
        ctx.issues.push({ code: 'custom', message, path: [field], input: ctx.value[field] });
    }),
  // What a product page says of a food (product-content.ts), keyed by the product's handle.
  product_content: productContentSchema,
  // A shopper's word or phrase and the catalogue's words it means (issue 40 §3): "kitty" finds "cat".
  search_synonym: z.object({
    term: searchWords,
    means: z.array(searchWords).min(1).max(10),
  }),
  // A search that leads straight to a page (issue 40 §6): "science diet" to the brand's page.
  search_redirect: z.object({
    term: searchWords,
    to: z
      .string()
      .min(1)
      .max(500)
      .refine((to) => safeLocalPath(to) === to, 'must be a path on this shop, such as /products/dog/species'),
  }),
} satisfies Record<ContentType, z.ZodType>;

export type ContentData<T extends ContentType> = z.output<(typeof contentSchemas)[T]>;
export type NavigationItem = NavItem;
export type CtaLink = z.output<typeof link>;
export const ctaSchema = z.array(link);
