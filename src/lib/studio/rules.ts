// The studio's rules (API.md "Content studio"): what an entry's key and data must be, when a version is stale, which
// cache keys an entry lives under, what a search matches, and the shape of an audit event.
import { z } from 'zod/v4';
import { REDIRECTS_CACHE } from '../content/redirects';
import { sanitizeRichText } from '../content/rich-text';
import { contentSchemas, sitesFor, type ContentType } from '../content/types';
import type { ContentStatus, SiteScope } from '../db/schema';
import { SITE_IDS } from '../site/site';
import { RICH_TEXT_FIELDS } from './fields';

export const ENTRY_SITES = ['ALL', 'DTC', 'HPSF'] as const satisfies readonly SiteScope[];
export const ENTRY_STATUSES = ['draft', 'published', 'archived'] as const satisfies readonly ContentStatus[];
export const AUDIT_ACTIONS = ['create', 'save', 'publish', 'archive', 'revert', 'upload'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acts in the studio: a signed-in editor. */
export type Editor = { id: string; email: string };
export type Issue = { path: (string | number)[]; message: string };

export type Entry = {
  id: string;
  type: ContentType;
  key: string;
  site: SiteScope;
  status: ContentStatus;
  version: number;
  /** The version shoppers see, or null when none is published. */
  liveVersion: number | null;
  data: Record<string, unknown>;
  updatedAt: string;
  updatedBy: string | null;
};
export type EntrySummary = Omit<Entry, 'data'>;
export type HistoryItem = { version: number; status: ContentStatus; at: string; by: string | null };
export type AuditEvent = {
  at: string;
  by: string;
  action: AuditAction;
  entryId: string;
  type: string;
  key: string;
  fromVersion: number | null;
  toVersion: number | null;
};

/** A page's key is its slug, served at /{key}; other keys are stable names. */
const PAGE_KEY = /^[a-z0-9-]{1,100}$/;
const OTHER_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

export function keyProblem(type: ContentType, key: string): string | null {
  if (type === 'page')
    return PAGE_KEY.test(key) ? null : 'a page key is its address: 1 to 100 lowercase letters, digits or dashes';
  return OTHER_KEY.test(key)
    ? null
    : 'a key is 1 to 200 letters, digits, dots, dashes or underscores, starting with a letter or digit';
}

/** Why an entry of this type cannot be for `site`, or null. */
export function siteProblem(type: ContentType, site: SiteScope): string | null {
  const sites = sitesFor(type);
  return sites.includes(site) ? null : `must be ${sites.join(' or ')}: every site shares the entries of this type`;
}

/**
 * Checks `data` against the schema the read side uses for its type; issues' paths lead into `data`. What is kept is
 * the schema's output (defaults filled in) with rich text already sanitised.
 */
export function checkEntryData(
  type: ContentType,
  data: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; issues: Issue[] } {
  const parsed = (contentSchemas[type] as z.ZodType).safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: ['data', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
        message: issue.message,
      })),
    };
  const clean = { ...(parsed.data as Record<string, unknown>) };
  for (const field of RICH_TEXT_FIELDS[type] ?? [])
    if (typeof clean[field] === 'string') clean[field] = sanitizeRichText(clean[field]);
  return { ok: true, data: clean };
}

/** A save or publish names the version the editor loaded; anything but the latest is stale and changes nothing. */
export const isStale = (loaded: number, latest: number): boolean => loaded !== latest;

/** The caches, besides content's, that hold what a type's published entries make: a redirect's is the whole table. */
const DERIVED_CACHES: Partial<Record<ContentType, readonly string[]>> = { redirect: [REDIRECTS_CACHE] };

/**
 * The cache keys an entry is read under: the content cache's (content.server.ts, `content:{type}:{site}`) and any
 * cache made from its type. (A site's catalogue is worked out again from a new load of its skus_with_deal entries,
 * so the content keys are all a deal needs.)
 */
export function cacheKeysFor(type: ContentType, site: SiteScope): string[] {
  const sites = site === 'ALL' ? SITE_IDS : [site];
  return [...sites.map((s) => `content:${type}:${s}`), ...(DERIVED_CACHES[type] ?? [])];
}

/** The words of an entry: its key and every text in its data, markup left out. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value.replace(/<[^>]*>/g, ' '));
  else if (typeof value === 'number' || typeof value === 'boolean') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/** An entry matches a search when every word of it appears in its key or the text of its data, ignoring case. */
export function matchesSearch(q: string, key: string, data: unknown): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [key, ...textsOf(data)].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The versions an action moves an entry between, as the audit trail records them. */
export function auditVersions(
  action: AuditAction,
  before: { latest: number | null; live: number | null },
  after: number | null,
): { fromVersion: number | null; toVersion: number | null } {
  switch (action) {
    case 'create':
      return { fromVersion: null, toVersion: after };
    case 'publish':
      return { fromVersion: before.live, toVersion: after };
    case 'archive':
      return { fromVersion: before.live ?? before.latest, toVersion: null };
    case 'upload': // an image has no versions
      return { fromVersion: null, toVersion: null };
    default:
      return { fromVersion: before.latest, toVersion: after };
  }
}

export const statusSchema = z.enum(ENTRY_STATUSES);
export const siteSchema = z.enum(ENTRY_SITES);
