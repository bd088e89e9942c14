// Whether a request's Authorization header carries the expected bearer token. Both sides are hashed before the
// comparison, so it takes the same time whatever was sent, its length included.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function holdsBearer(authorization: string | null, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
