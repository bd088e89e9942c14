// Rules for global settings (spec 000 §9, spec 001 §9) and the error page's content (spec 000 §2, §3).
import { z } from 'zod/v4';
import { ctaSchema, type CtaLink } from './types';

export const FREE_SHIPPING_MINIMUM_FALLBACK = 50;

/** The globals asked for; free_shipping_minimum falls back to 50 dollars when it is absent or not a number. */
export function withGlobalDefaults(fields: string[], found: Record<string, unknown>): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const field of fields) if (field in found) answer[field] = found[field];
  if (fields.includes('free_shipping_minimum')) answer.free_shipping_minimum = freeShippingMinimum(found);
  return answer;
}

export function freeShippingMinimum(globals: Record<string, unknown>): number {
  const raw = globals.free_shipping_minimum;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : FREE_SHIPPING_MINIMUM_FALLBACK;
}

/**
 * The error page's content (spec 000 §3 Globals for the error page). A fatal error shows the same page (§2) with the
 * same image and calls to action; its title and message are their own globals, as "We couldn't find that page" would
 * not be true of a fault on the shop's side.
 */
export const ERROR_PAGE_GLOBALS = [
  'site_404_title',
  'site_404_message',
  'site_404_image',
  'site_404_cta',
  'site_500_title',
  'site_500_message',
];
export const DEFAULT_CTA: CtaLink = { text: 'Back To Homepage', url: '/' };

export type ErrorPageView = {
  status: number;
  title: string;
  message: string;
  detail: string | null;
  image: { src: string; alt: string } | null;
  ctas: CtaLink[];
};

const imageSchema = z.object({ id: z.string().regex(/^[\w.-]+$/), description: z.string().default('') });
const ctaWithDefaults = z.array(z.object({ text: z.string().optional(), url: z.string().optional() }));

export function errorPageView(status: 404 | 500, path: string, globals: Record<string, unknown>): ErrorPageView {
  const text = (key: string) => {
    const value = globals[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const image = imageSchema.safeParse(globals.site_404_image);
  const ctas = ctaWithDefaults.safeParse(globals.site_404_cta);
  const links = (ctas.success ? ctas.data : [])
    .map((c) => ({ text: c.text?.trim() || DEFAULT_CTA.text, url: c.url?.trim() || DEFAULT_CTA.url }))
    .filter((c) => ctaSchema.element.safeParse(c).success);
  const notFound = status === 404;
  return {
    status,
    title: notFound ? (text('site_404_title') ?? 'Page Not Found') : (text('site_500_title') ?? 'Something went wrong'),
    message: notFound
      ? `Page Not Found: ${path}`
      : 'We are sorry, something went wrong on our side. Please try again in a moment.',
    detail: text(notFound ? 'site_404_message' : 'site_500_message'),
    image: image.success ? { src: `/cms/${image.data.id}`, alt: image.data.description } : null,
    ctas: links.length > 0 ? links : [DEFAULT_CTA],
  };
}
