// The error envelope of API.md: { error: { code, message, issues? } }, never a stack.
import { textResponse } from './known-body';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYMENT_REFUSED'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export type Issue = { path: (string | number)[]; message: string };

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYMENT_REFUSED: 402,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const response = textResponse(JSON.stringify(data), { status, headers });
  response.headers.set('content-type', 'application/json; charset=utf-8');
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** A JSON answer that also carries the cookies another component set (the identity provider's session cookie). */
export const jsonWithCookies = (data: unknown, from: Headers): Response =>
  withSetCookies(json(data), from.getSetCookie());

/** `response` with these Set-Cookie lines added (on a copy when its headers cannot change, as a fetched answer's). */
export function withSetCookies(response: Response, cookies: string[]): Response {
  const add = (answer: Response) => {
    for (const cookie of cookies) answer.headers.append('set-cookie', cookie);
    return answer;
  };
  try {
    return add(response);
  } catch {
    return add(new Response(response.body, response));
  }
}

export function errorResponse(code: ErrorCode, message: string, issues?: Issue[], headers: HeadersInit = {}): Response {
  return json({ error: { code, message, ...(issues ? { issues } : {}) } }, STATUS[code], headers);
}

export const internalError = () => errorResponse('INTERNAL', 'Something went wrong');

/** The answer to a service's refusal (`{ ok: false, code, message, issues? }`). */
export const refusalResponse = (refusal: { code: ErrorCode; message: string; issues?: Issue[] | undefined }) =>
  errorResponse(refusal.code, refusal.message, refusal.issues);
