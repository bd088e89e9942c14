// A browser-like caller of the API: it keeps the cookies the store sets (cart id, location) and sends them back.
import { randomUUID } from 'node:crypto';
import { confirmationPath } from './mailbox';
import { postForm, postJson } from './server';

export class Shopper {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(readonly base: string) {}

  private cookieHeader(): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return cookie ? { cookie } : {};
  }

  /** A page as this shopper sees it, redirects not followed. */
  get(path: string): Promise<Response> {
    return fetch(`${this.base}${path}`, { headers: this.cookieHeader(), redirect: 'manual' });
  }

  private keep(setCookies: string[]): void {
    this.lastSetCookies = setCookies;
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '' || value === 'deleted';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
  }

  /**
   * Opens the confirmation link mailed to `email` and presses its button, as a new customer does: the account is
   * confirmed and signed in here. Answers where the page sent them next.
   */
  async confirmEmail(email: string): Promise<string | null> {
    const link = new URL(await confirmationPath(this.base, email), this.base);
    const fields = Object.fromEntries([...link.searchParams].filter(([name]) => name === 'token' || name === 'next'));
    const confirmed = await postForm(this.base, link.pathname, fields, this.cookieHeader());
    this.keep(confirmed.headers.getSetCookie());
    if (confirmed.status !== 303) throw new Error(`confirming ${email} answered ${confirmed.status}`);
    return confirmed.headers.get('location');
  }

  /** A multipart form, as the studio's upload sends it (same origin; fetch sets the form's boundary). */
  async upload<T = unknown>(
    path: string,
    form: FormData,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { origin: this.base, ...this.cookieHeader(), ...headers },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async post<T = unknown>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const response = await postJson(this.base, path, body, { ...this.cookieHeader(), ...headers });
    this.keep(response.headers.getSetCookie());
    return { status: response.status, body: (await response.json()) as T };
  }
}

let addressesGiven = 0;
/**
 * An address of its own for a test client, as if it were another person behind the test servers' proxy: one per
 * caller in turn, and per test worker, so no two callers of a run share one and with it the per-client limits (a
 * random pick now and then gave two the same one).
 */
export const anyAddress = () => {
  const n = addressesGiven++;
  return `10.${Number(process.env.VITEST_POOL_ID ?? 0) % 256}.${(n >> 8) % 256}.${n % 256}`;
};

/**
 * A new account, confirmed through its mail and signed in: a consumer on DTC, a staff member who has not joined a
 * clinic yet on HPSF.
 */
export async function signedUp(
  base: string,
  names: { firstName: string; lastName: string } = { firstName: 'Vi', lastName: 'Tran' },
): Promise<{ shopper: Shopper; email: string }> {
  const shopper = new Shopper(base);
  const email = `${names.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  // Each sign-up comes from its own address, as separate people would: the suite makes more accounts than one address
  // may make in ten minutes.
  const made = await shopper.post(
    '/api/account/register',
    { email, password: 'a-long-password', ...names },
    { 'x-forwarded-for': anyAddress() },
  );
  if (made.status !== 200) throw new Error(`could not register ${email}: ${made.status}`);
  await shopper.confirmEmail(email);
  return { shopper, email };
}
