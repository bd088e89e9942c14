// The browser's customer token (create-customer-token) for the identity proxy's calls: asked for when first needed
// and reused until shortly before it expires. It is kept in memory only, never in browser storage (DESIGN §5).
import { postJson } from '../site/api-client';
import type { TokenAudience } from './customer-token';

export type TokenOwner = { email: string; firstName: string; lastName: string };

const RENEW_BEFORE_MS = 10_000;
const held = new Map<string, { token: string; expiresAt: number }>();

export async function customerToken(owner: TokenOwner, key: TokenAudience): Promise<string> {
  const slot = `${owner.email} ${key}`;
  const kept = held.get(slot);
  if (kept && kept.expiresAt - RENEW_BEFORE_MS > Date.now()) return kept.token;
  const answer = await postJson<{ token: string; expiresAt: string }>('/api/ecom/v1.0/create-customer-token', {
    email: owner.email,
    first_name: owner.firstName,
    last_name: owner.lastName,
    key,
  });
  held.set(slot, { token: answer.token, expiresAt: Date.parse(answer.expiresAt) });
  return answer.token;
}
