// The islands' way to change an autoship: the call goes with the order-management cookie; when that has run out
// (401), a new one is asked of /api/crypto and the change is tried once more.
import { FetchError } from 'ofetch';
import { postJson } from '../site/api-client';
import type { ChangeAnswer } from './autoship';

export type ChangeKind = 'change-frequency' | 'change-quantity' | 'skip' | 'send-now' | 'cancel' | 'reactivate';

export async function changeAutoship(kind: ChangeKind, body: Record<string, unknown>): Promise<ChangeAnswer> {
  const call = () => postJson<ChangeAnswer>(`/api/subscriptions/${kind}`, body);
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof FetchError) || error.response?.status !== 401) throw error;
    await postJson('/api/crypto');
    return call();
  }
}
