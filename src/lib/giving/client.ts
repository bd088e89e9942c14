// The widget's calls to the giving service (API.md "Giving"), each carrying the store id in `x-store-id`. A call that
// fails answers an empty result and emits a ShoppingGivesApiError (spec 001 §8), so the widget carries on or hides.
import { apiFetch } from '../site/api-client';
import {
  API_ERRORS,
  SDK_ERRORS,
  ShoppingGivesApiError,
  ShoppingGivesSDKError,
  type ApiErrorMessage,
  type GivingErrors,
} from './errors';
import type {
  Cause,
  CartDonationRequest,
  DonationResult,
  GivingEvent,
  ProductDonationRequest,
  StoreConfig,
  Tracking,
} from './types';

type Query = Record<string, string | number | null | undefined>;
export type GivingFetch = <T>(
  path: string,
  options: { method: 'GET' | 'POST' | 'PUT'; headers: Record<string, string>; body?: unknown; query?: Query },
) => Promise<T>;

export interface CharitySearch {
  q: string;
  skip: number;
  take: number;
  categoryId: number | null;
  zip?: string;
  city?: string;
  state?: string;
}

export interface CharityPage {
  results: Cause[];
  total: number;
}

const BASE = '/api/giving';
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
/** A query without its empty values: the service reads a missing one as none. */
const present = (query: Query): Query =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

export function givingClient(storeId: string, errors: GivingErrors, fetcher: GivingFetch = apiFetch as GivingFetch) {
  const headers = { 'x-store-id': storeId };

  async function call<T, F>(
    message: ApiErrorMessage,
    fallback: F,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    extra: { body?: unknown; query?: Query } = {},
  ): Promise<T | F> {
    try {
      const query = extra.query ? { query: present(extra.query) } : {};
      return await fetcher<T>(`${BASE}${path}`, { method, headers, ...extra, ...query });
    } catch (cause) {
      errors.emit(new ShoppingGivesApiError(message, { cause }));
      return fallback;
    }
  }
  const tracking = (id: string, rest = '') => `/tracking/${encodeURIComponent(id)}${rest}`;

  return {
    async startTracking(): Promise<string | null> {
      const body = { storeId, isTestMode: false, isForceTestMode: false };
      const answer = await call<{ trackingId: string }, null>(API_ERRORS.startTracking, null, 'POST', '/tracking', {
        body,
      });
      return answer?.trackingId ?? null;
    },

    setCause: (trackingId: string, causeId: string | null, causeName: string | null) =>
      call<Tracking, null>(API_ERRORS.updateTracking, null, 'PUT', tracking(trackingId, '/set-cause'), {
        body: { causeId, causeName },
      }),

    /** The tracked cause; 'unknown' when the service no longer knows the tracking id (404), null on any other failure. */
    async trackedCause(trackingId: string): Promise<Tracking | 'unknown' | null> {
      try {
        return await fetcher<Tracking>(`${BASE}${tracking(trackingId, '/cause')}`, { method: 'GET', headers });
      } catch (cause) {
        if (statusOf(cause) === 404) return 'unknown';
        errors.emit(new ShoppingGivesSDKError(SDK_ERRORS.trackedCause, { cause }));
        return null;
      }
    },

    async addIntegrationInfo(trackingId: string, integrationType: string, info: unknown): Promise<boolean> {
      const path = tracking(trackingId, '/add-integration-info');
      const body = { integrationType, info };
      return (await call(API_ERRORS.updateIntegration, null, 'PUT', path, { body })) !== null;
    },

    storeConfig: () => call<StoreConfig, null>(API_ERRORS.store, null, 'GET', '/stores/cc-small/none'),

    productDonation: (request: ProductDonationRequest) =>
      call<DonationResult, null>(API_ERRORS.productDonation, null, 'GET', '/products/donation-by-cms-id', {
        query: { ...request },
      }),

    cartDonation: (request: CartDonationRequest) =>
      call<DonationResult, null>(API_ERRORS.cartDonation, null, 'POST', '/products/get-multiple-donation', {
        body: request,
      }),

    async searchCharities(search: CharitySearch): Promise<CharityPage> {
      const answer = await call<CharityPage, null>(API_ERRORS.searchCharities, null, 'GET', '/charities/search', {
        query: { ...search, categoryId: search.categoryId ?? undefined },
      });
      return { results: list<Cause>(answer?.results), total: Number(answer?.total ?? 0) || 0 };
    },

    async charitiesByEins(eins: readonly string[]): Promise<Cause[]> {
      if (eins.length === 0) return [];
      const query = { eins: eins.join(',') };
      const answer = await call<{ results: Cause[] }, null>(
        API_ERRORS.charitiesByEin,
        null,
        'GET',
        '/charities/search-by-eins',
        { query },
      );
      return list<Cause>(answer?.results);
    },

    portfolio: (id: string) =>
      call<Cause, null>(API_ERRORS.portfolios, null, 'GET', '/portfolios/cc-query-with-charities', { query: { id } }),

    /** Posts a batch of widget events; true when the service took them. */
    async postEvents(events: readonly GivingEvent[]): Promise<boolean> {
      try {
        await fetcher(`${BASE}/events`, { method: 'POST', headers, body: events });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type GivingClient = ReturnType<typeof givingClient>;
