// Signing keys derived from the shop's secret, one per purpose, so no two purposes share a key and several instances
// sharing AUTH_SECRET agree on each.
import { createHmac } from 'node:crypto';
import { AUTH_SECRET } from 'astro:env/server';
import { authSecret } from './secret.server';

const keys = new Map<string, string>();

export function derivedKey(purpose: string): string {
  let key = keys.get(purpose);
  if (!key)
    keys.set(purpose, (key = createHmac('sha256', authSecret(AUTH_SECRET)).update(purpose).digest('base64url')));
  return key;
}
