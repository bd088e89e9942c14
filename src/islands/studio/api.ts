// The studio's calls (API.md "Content studio") and what their failures mean for the editor.
import { FetchError } from 'ofetch';
import type { Product, Variant } from '../../lib/catalog/types';
import { variantTitle } from '../../lib/catalog/variants';
import type { ReportPeriod, SearchReport } from '../../lib/catalog/search/search-stats';
import type { ContentType } from '../../lib/content/types';
import type { SiteId } from '../../lib/site/site';
import type { LibraryImage } from '../../lib/images/rows';
import type { KeptReview, ReviewDecision, ReviewQueue } from '../../lib/reviews/types';
import { apiFetch, postJson, shopperMessage } from '../../lib/site/api-client';
import type { AuditEvent, Entry, EntrySummary, HistoryItem, Issue } from '../../lib/studio/rules';
import { queueRequest, type ReviewFilter } from './review-filter';

export type { AuditEvent, Entry, EntrySummary, HistoryItem, Issue, LibraryImage, ReportPeriod, SearchReport };
export type { QueuedReview, ReviewCounts, ReviewDecision, ReviewQueue } from '../../lib/reviews/types';
export type Site = Entry['site'];
export type Status = Entry['status'];
export type Filter = { type?: ContentType; status?: Status; site?: Site; q?: string };

const admin = (name: string) => `/api/cms/v1.0/admin/${name}`;

export const listEntries = async (filter: Filter) =>
  (await postJson<{ entries: EntrySummary[] }>(admin('list-entries'), filter)).entries;
export const getEntry = (id: string) => postJson<{ entry: Entry; history: HistoryItem[] }>(admin('get-entry'), { id });
export const saveEntry = async (body: {
  id?: string;
  type: ContentType;
  key: string;
  site: Site;
  data: unknown;
  version?: number;
}) => (await postJson<{ entry: Entry }>(admin('save-entry'), body)).entry;
export const publishEntry = async (id: string, version: number) =>
  (await postJson<{ entry: Entry }>(admin('publish-entry'), { id, version })).entry;
export const archiveEntry = async (id: string) =>
  (await postJson<{ entry: Entry }>(admin('archive-entry'), { id })).entry;
export const revertEntry = async (id: string, version: number) =>
  (await postJson<{ entry: Entry }>(admin('revert-entry'), { id, version })).entry;
export const listAudit = async (entryId?: string) =>
  (await postJson<{ events: AuditEvent[] }>(admin('list-audit'), entryId ? { entryId, limit: 50 } : { limit: 50 }))
    .events;

export const searchReport = async (days: ReportPeriod, site: SiteId) =>
  (await postJson<{ report: SearchReport }>(admin('search-report'), { days, site })).report;

export const listReviews = (filter: ReviewFilter) => postJson<ReviewQueue>(admin('list-reviews'), queueRequest(filter));
export const moderateReview = async (id: string, decision: ReviewDecision) =>
  (await postJson<{ review: KeptReview }>(admin('moderate-review'), { id, ...decision })).review;

export const listImages = (q: string) =>
  postJson<{ images: LibraryImage[]; total: number }>(admin('list-images'), q.trim() ? { q: q.trim() } : {});

/** Sends the file as a form (the one studio call that is not JSON); the browser sets the form's boundary. */
export async function uploadImage(
  file: File,
  alt: string,
): Promise<Pick<LibraryImage, 'id' | 'url' | 'alt' | 'width' | 'height'>> {
  const form = new FormData();
  form.append('file', file);
  form.append('alt', alt);
  return (await apiFetch<{ image: LibraryImage }>(admin('upload-image'), { method: 'POST', body: form })).image;
}

export type ProductHit = Pick<Product, 'handle' | 'title' | 'featuredImage'> & {
  variants: Pick<Variant, 'sku' | 'selectedOptions'>[];
};
export const searchProducts = async (search: string, limit = 8) =>
  (await postJson<{ products: ProductHit[] }>('/api/cms/v1.0/get-products', { search, limit })).products;

/** A SKU as editors know it: its product's title and its flavour and size; null when this site does not sell it. */
export type SkuName = { title: string; variant: string };
const skuNames = new Map<string, Promise<SkuName | null>>();

/** Looks a SKU up once (a full SKU finds its product first), then answers from memory. */
export function nameOfSku(sku: string): Promise<SkuName | null> {
  let named = skuNames.get(sku);
  if (!named) {
    named = searchProducts(sku, 1).then(([product]) => {
      const variant = product?.variants.find((v) => v.sku === sku);
      return product && variant ? { title: product.title, variant: variantTitle(variant) } : null;
    });
    named.catch(() => skuNames.delete(sku));
    skuNames.set(sku, named);
  }
  return named;
}

export const CONFLICT_MESSAGE =
  'Someone else saved this entry since you opened it. Your changes are still here: copy them, reload the entry, and apply them again.';

const status = (error: unknown) => (error instanceof FetchError ? error.response?.status : undefined);

export const isConflict = (error: unknown) => status(error) === 409;

/** The field issues of a 400 answer (paths as sent: `["data", …]` or `["key"]`), or none. */
export function issuesOf(error: unknown): Issue[] {
  if (status(error) !== 400) return [];
  const issues = (error as FetchError<{ error?: { issues?: unknown } }>).data?.error?.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : [];
}

/** A sentence for the editor: what went wrong and what to do, never a code. */
export function studioMessage(error: unknown): string {
  if (isConflict(error)) return CONFLICT_MESSAGE;
  if (status(error) === 401) return 'Your session has ended. Sign in again, then reload this page.';
  if (status(error) === 403) return 'Only editors can change content.';
  if (issuesOf(error).length > 0) return 'Some fields need attention: see the messages beside them.';
  return shopperMessage(error);
}

/** A decision's refusal in the words the server chose (the review is gone, the reason is missing or too long). */
export function decisionMessage(error: unknown): string {
  const data = (error as FetchError<{ error?: { message?: unknown; issues?: { message?: unknown }[] } }> | null)?.data
    ?.error;
  const said = data?.issues?.[0]?.message ?? data?.message;
  const code = status(error);
  if ((code === 400 || code === 404) && typeof said === 'string') return said;
  return studioMessage(error);
}

/** An upload's refusal says in words what was wrong with the file (not an image, too large, SVG). */
export function uploadMessage(error: unknown): string {
  const refusal = (error as FetchError<{ error?: { message?: unknown } }> | null)?.data?.error?.message;
  const code = status(error);
  if ((code === 400 || code === 413) && typeof refusal === 'string') return refusal;
  return studioMessage(error);
}
