// Forgot and reset password, and the account side of the navigation guard (spec 000 §2), against the built servers.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
type Answer = { message?: string; redirectTo?: string | null; userErrors?: { message: string }[] };

async function open(shopper: Shopper, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(`${shopper.base}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    redirect: 'manual',
  });
}

async function resetToken(email: string): Promise<string> {
  const db = connect(parseDatabaseUrl(inject('databaseUrl')));
  try {
    const mail = await db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .where('subject', '=', 'Reset your password')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return decodeURIComponent(/token=([^\s]+)/.exec(mail.body)![1]!);
  } finally {
    await db.destroy();
  }
}

describe('forgot and reset password', () => {
  it('mails a one-time link, sets the new password with it, and refuses the old password and a second use', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    const owner = new Shopper(dtc);
    await owner.post('/api/account/register', { email, password: 'first-password', firstName: 'Jo', lastName: 'Reed' });
    await owner.confirmEmail(email);
    const asked = await new Shopper(dtc).post<Answer>('/api/account/forgot-password', { email });
    const unknown = await new Shopper(dtc).post<Answer>('/api/account/forgot-password', {
      email: `nobody-${randomUUID()}@example.com`,
    });
    expect(asked.body.message).toMatch(/If an account uses that email/);
    expect(unknown.body).toEqual(asked.body);
    const token = await resetToken(email);
    const reset = await new Shopper(dtc).post<Answer>('/api/account/reset-password', {
      token,
      newPassword: 'second-password',
    });
    expect(reset.body).toEqual({ redirectTo: '/shelter/login', userErrors: [] });
    expect((await new Shopper(dtc).post('/api/account/sign-in', { email, password: 'first-password' })).status).toBe(
      401,
    );
    expect((await new Shopper(dtc).post('/api/account/sign-in', { email, password: 'second-password' })).status).toBe(
      200,
    );
    const again = await new Shopper(dtc).post<Answer>('/api/account/reset-password', {
      token,
      newPassword: 'third-password',
    });
    expect(again.body.userErrors?.[0]?.message).toMatch(/expired or was already used/);
  });

  it('refuses a made-up token, a short password and a malformed email', async () => {
    const shopper = new Shopper(dtc);
    expect(
      (await shopper.post<Answer>('/api/account/reset-password', { token: 'made-up', newPassword: 'long-enough-pw' }))
        .body.userErrors,
    ).toHaveLength(1);
    expect((await shopper.post('/api/account/reset-password', { token: 'x', newPassword: 'short' })).status).toBe(400);
    expect((await shopper.post('/api/account/forgot-password', { email: 'not-an-email' })).status).toBe(400);
  });
});

describe('the account guard', () => {
  it('sends a signed-in shopper away from the login page to the redirect value', async () => {
    const shopper = new Shopper(dtc);
    const email = `guard-${randomUUID().slice(0, 8)}@example.com`;
    await shopper.post('/api/account/register', { email, password: 'a-long-password', firstName: 'G', lastName: 'D' });
    await shopper.confirmEmail(email);
    expect((await open(shopper, '/shelter/login')).headers.get('location')).toBe('/');
    const back = await open(
      shopper,
      `/shelter/login?redirect=${encodeURIComponent(Buffer.from('/cart').toString('base64'))}`,
    );
    expect(back.headers.get('location')).toBe('/cart');
  });

  it('sends a signed-in shopper on login, register or forgot-password back to the previous page, never off-site (spec 000 §2 Navigation guard)', async () => {
    const shopper = new Shopper(dtc);
    await shopper.post('/api/account/sign-in', { email: 'shopper@example.com', password: 'Petfood-demo-1' });
    const from = (referer: string) => ({ referer });
    const where = async (path: string, headers: Record<string, string> = {}) =>
      (await open(shopper, path, headers)).headers.get('location');
    for (const page of ['/shelter/login', '/shelter/register', '/shelter/forgot-password'])
      expect(await where(page, from(`${dtc}/products/dog/species?page=2`))).toBe('/products/dog/species?page=2');
    expect(await where('/shelter/login?returnUrl=%2Faccount%2Faddress-book', from(`${dtc}/cart`))).toBe(
      '/account/address-book',
    );
    expect(await where('/shelter/login', from('https://evil.example/products'))).toBe('/');
    expect(await where('/shelter/login?returnUrl=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(await where('/shelter/login?returnUrl=%2F%2Fevil.example%2F')).toBe('/');
  });

  it('leads a staff member who has not registered to registration, and starts registered staff at the catalogue', async () => {
    const newcomer = new Shopper(hpsf);
    const signedIn = await newcomer.post<Answer>('/api/account/sign-in', {
      email: 'newstaff@example.com',
      password: 'Petfood-demo-1',
    });
    expect(signedIn.body.redirectTo).toBe('/shelter/register');
    expect((await open(newcomer, '/products')).headers.get('location')).toBe('/shelter/register');
    expect((await open(newcomer, '/shelter/register')).status).toBe(200);
    // The pages the registration page links to stay open (spec 000 §2 Navigation guard).
    for (const page of ['/terms-and-conditions', '/shipping', '/returns-refunds', '/faq', '/contact-us'])
      expect((await open(newcomer, page)).status, page).toBe(200);

    const staff = new Shopper(hpsf);
    await staff.post('/api/account/sign-in', { email: 'staff@example.com', password: 'Petfood-demo-1' });
    expect((await open(staff, '/')).headers.get('location')).toBe('/products');
    expect((await open(staff, '/products')).status).toBe(200);
  });
});

describe('the outbox page', () => {
  it('shows editors the queued mail and is a 404 for everyone else', async () => {
    const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
    const customer = new Shopper(dtc);
    await customer.post('/api/account/register', {
      email,
      password: 'a-long-password',
      firstName: 'Ola',
      lastName: 'Berg',
    });
    await customer.confirmEmail(email);
    expect((await open(customer, '/account/outbox')).status).toBe(404);
    expect((await open(new Shopper(dtc), '/account/outbox')).status).toBe(302);
    const editor = new Shopper(dtc);
    await editor.post('/api/account/sign-in', { email: 'editor@example.com', password: 'Petfood-demo-1' });
    const page = await open(editor, '/account/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain('Confirm your email');
    expect(html).toContain('/shelter/verify-email?token=(hidden)'); // the link would sign its reader in
  });
});
