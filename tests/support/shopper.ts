// A browser-like caller of the API: it keeps the cookies the store sets (cart id, location) and sends them back.
import { randomUUID } from 'node:crypto';
import { postJson } from './server';

export class Shopper {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(readonly base: string) {}

  async post<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await postJson(this.base, path, body, { ...(cookie ? { cookie } : {}), ...headers });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '' || value === 'deleted';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    return { status: response.status, body: (await response.json()) as T };
  }
}

/** A new account, signed in: a consumer on DTC, a staff member who has not joined a clinic yet on HPSF. */
export async function signedUp(base: string, names: { firstName: string; lastName: string } = { firstName: 'Vi', lastName: 'Tran' }): Promise<{ shopper: Shopper; email: string }> {
  const shopper = new Shopper(base);
  const email = `${names.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const made = await shopper.post('/api/account/register', { email, password: 'a-long-password', ...names });
  if (made.status !== 200) throw new Error(`could not register ${email}: ${made.status}`);
  return { shopper, email };
}
