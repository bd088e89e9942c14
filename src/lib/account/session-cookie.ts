// The identity provider's session cookie (prefix `petfood`; `__Secure-` in front over https). Only a request that
// carries one needs its session looked up.
export const SESSION_COOKIE = 'petfood.session_token';

export function hasSessionCookie(headers: Headers): boolean {
  const cookie = headers.get('cookie');
  return cookie !== null && cookie.includes(SESSION_COOKIE);
}
