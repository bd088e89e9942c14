// Password-reset links against the built server: using one link, or changing the password from My Profile, ends every
// other reset link of the account and every other session of it; a link that no longer works says so.
import { describe, expect, inject, it } from 'vitest';
import { mailTo } from '../support/mailbox';
import { Shopper, signedUp } from '../support/shopper';

const dtc = inject('dtcUrl');
type Answer = { redirectTo?: string | null; userErrors?: { message: string }[] };

/** Asks for a reset link for `email` and answers the token of the link that mail carries. */
async function askForLink(email: string): Promise<string> {
  const before = (await mailTo(dtc, email)).length;
  const asked = await new Shopper(dtc).post('/api/account/forgot-password', { email });
  expect(asked.status).toBe(200);
  const mail = (await mailTo(dtc, email, before + 1)).filter((m) => m.subject === 'Reset your password').at(-1);
  const token = mail?.body.match(/\/shelter\/reset-password\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return decodeURIComponent(token);
}

const reset = (token: string, newPassword: string) =>
  new Shopper(dtc).post<Answer>('/api/account/reset-password', { token, newPassword });

const signInStatus = async (email: string, password: string) =>
  (await new Shopper(dtc).post('/api/account/sign-in', { email, password })).status;

/** Whether the shopper's session still opens their account. */
const signedIn = async (shopper: Shopper) => (await shopper.get('/account/dashboard')).status === 200;

describe('password-reset links', () => {
  it('ends the older link when the newer one is used: the password stays the newer one’s', async () => {
    const { shopper, email } = await signedUp(dtc, { firstName: 'Ria', lastName: 'Set' });
    const first = await askForLink(email);
    const second = await askForLink(email);
    expect(first).not.toBe(second);
    expect(await signedIn(shopper)).toBe(true);

    expect((await reset(second, 'password-of-second')).body).toEqual({ redirectTo: '/shelter/login', userErrors: [] });
    const late = await reset(first, 'password-of-first');
    expect(late.body.redirectTo).toBeNull();
    expect(late.body.userErrors?.[0]?.message).toBe('This link has expired or was already used. Ask for a new one.');

    expect(await signInStatus(email, 'password-of-first')).toBe(401);
    expect(await signInStatus(email, 'password-of-second')).toBe(200);
    // The session opened before the reset is over; only the new password lets anyone in.
    expect(await signedIn(shopper)).toBe(false);
  });

  it('ends the newer link when the older one is used first', async () => {
    const { email } = await signedUp(dtc, { firstName: 'Rob', lastName: 'Set' });
    const first = await askForLink(email);
    const second = await askForLink(email);
    expect((await reset(first, 'password-of-first')).body.userErrors).toEqual([]);
    expect((await reset(second, 'password-of-second')).body.userErrors?.[0]?.message).toMatch(
      /expired or was already used/,
    );
    expect(await signInStatus(email, 'password-of-second')).toBe(401);
    expect(await signInStatus(email, 'password-of-first')).toBe(200);
  });

  it('lets at most one of two links used at the same moment set the password', async () => {
    const { email } = await signedUp(dtc, { firstName: 'Duo', lastName: 'Set' });
    const first = await askForLink(email);
    const second = await askForLink(email);
    const [a, b] = await Promise.all([reset(first, 'password-of-first'), reset(second, 'password-of-second')]);
    const worked = [a, b].map((r) => r.body.userErrors?.length === 0);
    expect(worked.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await signInStatus(email, 'password-of-first')).toBe(worked[0] ? 200 : 401);
    expect(await signInStatus(email, 'password-of-second')).toBe(worked[1] ? 200 : 401);
  });

  it('leaves a link asked for after the reset working', async () => {
    const { email } = await signedUp(dtc, { firstName: 'Ana', lastName: 'Set' });
    expect((await reset(await askForLink(email), 'password-of-first')).body.userErrors).toEqual([]);
    expect((await reset(await askForLink(email), 'password-of-later')).body.userErrors).toEqual([]);
    expect(await signInStatus(email, 'password-of-later')).toBe(200);
  });

  it('ends every reset link and every other session when the password is changed from My Profile', async () => {
    const { shopper, email } = await signedUp(dtc, { firstName: 'Cy', lastName: 'Change' });
    const elsewhere = new Shopper(dtc);
    expect((await elsewhere.post('/api/account/sign-in', { email, password: 'a-long-password' })).status).toBe(200);
    const link = await askForLink(email);

    const changed = await shopper.post<Answer>('/api/account/change-password', {
      currentPassword: 'a-long-password',
      newPassword: 'changed-in-profile',
    });
    expect(changed.body.userErrors).toEqual([]);
    expect(await signedIn(shopper)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);

    const late = await reset(link, 'password-from-link');
    expect(late.body.userErrors?.[0]?.message).toBe('This link has expired or was already used. Ask for a new one.');
    expect(await signInStatus(email, 'password-from-link')).toBe(401);
    expect(await signInStatus(email, 'changed-in-profile')).toBe(200);
    expect(await signedIn(shopper)).toBe(true);
  });
});
