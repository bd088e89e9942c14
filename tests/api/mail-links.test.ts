// Every link in the shop's mail is absolute (issue 36 item 1): a mail client has no page to resolve a path against.
// Each mail here is read from the outbox as its reader would get it, and each of its links is opened as a click would:
// it is on the shop's own address (the test server's, made from HOST and PORT, as PUBLIC_SITE_URL would be) and it
// opens the page it names.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { mailTo, type Mail } from '../support/mailbox';
import { anyAddress, Shopper, signedUp } from '../support/shopper';
import { Browser, checkoutAll, fillCart, registered } from '../support/checkout';

const dtc = inject('dtcUrl');

/** The links of a mail: every http(s) address in it, and a check that no path stands alone on a line. */
function linksOf(mail: Mail): URL[] {
  expect(mail.body).not.toMatch(/(^|\s)\/[a-z]/m);
  return [...mail.body.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
}

async function newest(email: string, subject: string, atLeast = 1): Promise<Mail> {
  const mail = (await mailTo(dtc, email, atLeast)).filter((m) => m.subject === subject).at(-1);
  if (!mail) throw new Error(`no "${subject}" mail to ${email}`);
  return mail;
}

/** Opens a mailed link as its reader would: the page answers 200 and is the one it should be. */
async function opens(shopper: Shopper, link: URL, title: RegExp): Promise<void> {
  expect(link.origin).toBe(dtc);
  const page = await shopper.get(`${link.pathname}${link.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(title);
}

describe('links in the account mails', () => {
  it('Confirm your email: an absolute link that opens the confirmation page', async () => {
    const shopper = new Shopper(dtc);
    const email = `links-${randomUUID().slice(0, 8)}@example.com`;
    const made = await shopper.post(
      '/api/account/register',
      { email, password: 'a-long-password', firstName: 'Li', lastName: 'Nk' },
      { 'x-forwarded-for': anyAddress() },
    );
    expect(made.status).toBe(200);
    const [link, ...more] = linksOf(await newest(email, 'Confirm your email'));
    expect(more).toEqual([]);
    expect(link!.pathname).toBe('/shelter/verify-email');
    expect(link!.searchParams.get('token')).toMatch(/\S{20,}/);
    await opens(new Shopper(dtc), link!, /Confirm and continue/);
  });

  it('Reset your password: an absolute link that opens the reset page', async () => {
    const { email } = await signedUp(dtc, { firstName: 'Re', lastName: 'Set' });
    expect((await new Shopper(dtc).post('/api/account/forgot-password', { email })).status).toBe(200);
    const [link, ...more] = linksOf(await newest(email, 'Reset your password'));
    expect(more).toEqual([]);
    expect(link!.pathname).toBe('/shelter/reset-password');
    await opens(new Shopper(dtc), link!, /<title>[^<]*Reset Password/);
  });

  it('You already have an account: absolute links to the login and forgotten-password pages', async () => {
    const { email } = await signedUp(dtc, { firstName: 'Tw', lastName: 'Ice' });
    await new Shopper(dtc).post(
      '/api/account/register',
      { email, password: 'another-long-password', firstName: 'Tw', lastName: 'Ice' },
      { 'x-forwarded-for': anyAddress() },
    );
    const links = linksOf(await newest(email, 'You already have an account'));
    expect(links.map((l) => l.pathname)).toEqual(['/shelter/login', '/shelter/forgot-password']);
    for (const link of links) await opens(new Shopper(dtc), link, /<form/);
  });
});

describe('links in the order confirmation mail', () => {
  it('a customer’s mail links to the order in My Account, which opens it', async () => {
    const { browser, email } = await registered(dtc, 'Orla');
    await fillCart(browser, [{ sku: '10007', quantity: 1 }]);
    const { order } = await checkoutAll(browser, { email });
    const mail = await newest(email, `Your order ${order.name}`);
    expect(mail.body).toContain('Tax: $');
    expect(mail.body).not.toContain('Estimated tax');
    expect(mail.body).toMatch(/Estimated delivery: \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+/);
    const [link, ...more] = linksOf(mail);
    expect(more).toEqual([]);
    expect(link!.pathname).toBe(`/account/orders/${order.id}`);
    await opens(browser, link!, new RegExp(`Order ${order.name}`));
  });

  it('a guest’s mail links to Contact Us, not to a page only an account opens', async () => {
    const browser = new Browser(dtc);
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    await fillCart(browser, [{ sku: '10007', quantity: 1 }]);
    const { order } = await checkoutAll(browser, { email });
    const [link, ...more] = linksOf(await newest(email, `Your order ${order.name}`));
    expect(more).toEqual([]);
    expect(link!.pathname).toBe('/contact-us');
    await opens(browser, link!, /Contact Us/);
  });
});

describe('the public address at start', () => {
  const start = (env: Record<string, string>) => {
    const { PUBLIC_SITE_URL: _unset, ...rest } = process.env;
    return spawnSync(process.execPath, ['dist/server/entry.mjs'], {
      env: { ...rest, NODE_ENV: 'production', PORT: '4997', ...env },
      encoding: 'utf8',
      timeout: 15_000,
    });
  };

  it('refuses a server others can reach without PUBLIC_SITE_URL, naming the variable', () => {
    const result = start({ HOST: '0.0.0.0' });
    expect(result.status).toBe(78); // a bad setting: not started again
    expect(result.stderr.trim()).toBe(
      "Configuration error: PUBLIC_SITE_URL must be set to the shop's public address, e.g. https://shop.example.com, when HOST=0.0.0.0 lets others reach the server: the links in the shop's mail are made from it",
    );
  });
});
