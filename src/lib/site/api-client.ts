// The islands' way to call the store's API. ofetch's defaults are the retry policy of spec 000 §7: retry once for GET,
// never for POST, PUT, PATCH or DELETE, and only on 408, 409, 425, 429, 500, 502, 503 and 504.
import { FetchError, ofetch, type FetchOptions } from 'ofetch';

export const apiFetch = ofetch.create({ headers: { accept: 'application/json' } });

export function postJson<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: FetchOptions<'json'> = {},
): Promise<T> {
  return apiFetch<T>(path, { ...options, method: 'POST', body });
}

export function getJson<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  return apiFetch<T>(path, { ...options, method: 'GET' });
}

const FRIENDLY: Record<number, string> = {
  401: 'Please sign in to continue.',
  403: 'That action is not allowed.',
  404: 'We could not find what you asked for.',
  413: 'That is more than we can take in one go.',
  429: 'Too many tries. Please wait a moment and try again.',
  503: 'The shop is busy right now. Please try again shortly.',
};

export type RequestIssue = { path: (string | number)[]; message: string };

/** The field-by-field issues of a refused request (a 400 in the error envelope), or [] for any other failure. */
export function requestIssues(error: unknown): RequestIssue[] {
  if (!(error instanceof FetchError) || error.response?.status !== 400) return [];
  const issues: unknown = (error.data as { error?: { issues?: unknown } } | undefined)?.error?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is RequestIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      Array.isArray((issue as RequestIssue).path) &&
      typeof (issue as RequestIssue).message === 'string',
  );
}

/** A sentence a shopper understands, never a code or a stack. */
export function shopperMessage(error: unknown): string {
  if (error instanceof FetchError) {
    const status = error.response?.status;
    const data: unknown = error.data;
    const message = (data as { error?: { message?: unknown } } | undefined)?.error?.message;
    if (status === 400 && typeof message === 'string') return `Please check your entry: ${message}.`;
    // A refusal says why in words written for the shopper (API.md error envelope): not allowed, or not now.
    if ((status === 403 || status === 409) && typeof message === 'string') return message;
    if (status !== undefined && FRIENDLY[status]) return FRIENDLY[status];
    if (status === undefined) return 'We could not reach the shop. Check your connection and try again.';
  }
  return 'Something went wrong. Please try again.';
}
