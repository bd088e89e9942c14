// The shapes of the content editors publish. Each entry's `data` is checked against these on the way in and out.
import { z } from 'zod/v4';
import { CAROUSEL_COLOURS } from './carousel';

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
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const link = z.object({ text: z.string().min(1), url: z.string().min(1) });
type NavItem = { label: string; url: string; children?: NavItem[] };
const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({ label: z.string().min(1), url: z.string().min(1), children: z.array(navItem).optional() }),
);

export const contentSchemas = {
  global: z.object({ value: z.unknown() }),
  navigation: z.object({ title: z.string(), items: z.array(navItem) }),
  announcement: z.object({ text: z.string().min(1), url: z.string().optional() }),
  sitewide_banner: z.object({
    text: z.string().min(1),
    url: z.string().optional(),
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
    suggestions: z.array(z.object({ label: z.string().min(1), url: z.string().min(1) })),
  }),
} satisfies Record<ContentType, z.ZodType>;

export type ContentData<T extends ContentType> = z.output<(typeof contentSchemas)[T]>;
export type NavigationItem = NavItem;
export type CtaLink = z.output<typeof link>;
export const ctaSchema = z.array(link);
