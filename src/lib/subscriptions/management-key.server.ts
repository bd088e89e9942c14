// The order-management cookie's signing key: derived from the shop's secret under its own label, so it never equals
// the key of sessions and several instances sharing AUTH_SECRET agree on it.
import { createHmac } from 'node:crypto';
import { AUTH_SECRET } from 'astro:env/server';
import { authSecret } from '../account/secret.server';

let key: string | null = null;

export function managementKey(): string {
  key ??= createHmac('sha256', authSecret(AUTH_SECRET)).update('order-management-cookie').digest('base64url');
  return key;
}
