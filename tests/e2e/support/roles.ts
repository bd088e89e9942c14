// The demo accounts (README "Demo accounts") signed in once per run by the setup projects (tests/e2e/setup), through
// the sign-in call the login page sends: a test that only needs someone signed in starts as them with
// `test.use({ storageState: SIGNED_IN.shopper })`. A test that signs out, lets the session lapse or reads what the
// login page leaves in the browser signs in itself (support/account.ts), so the shared session stays.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, request as requests, type APIRequestContext, type BrowserContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Petfood-demo-1';

export const SIGNED_IN = {
  shopper: resolve('.data/e2e-auth/shopper.json'),
  editor: resolve('.data/e2e-auth/editor.json'),
  staff: resolve('.data/e2e-auth/staff.json'),
  operator: resolve('.data/e2e-auth/operator.json'),
  admin: resolve('.data/e2e-auth/admin.json'),
} as const;

export type Role = keyof typeof SIGNED_IN;

export const EMAIL: Record<Role, string> = {
  shopper: 'shopper@example.com',
  editor: 'editor@example.com',
  staff: 'staff@example.com',
  operator: 'operator@example.com',
  admin: 'admin@example.com',
};

/** Signs `email` in on the request context's cookies, as the login form does, without opening the page. */
async function signInByCall(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const answer = await request.post('/api/account/sign-in', {
    headers: { origin: baseURL },
    data: { email, password },
  });
  expect(answer.status(), `signing ${email} in answered ${await answer.text()}`).toBe(200);
}

/** Signs a demo account in, in a cookie jar of its own, and saves the browser state a test of that role starts from. */
export async function saveSignIn(baseURL: string, role: Role): Promise<void> {
  const request = await requests.newContext({ baseURL });
  try {
    await signInByCall(request, baseURL, EMAIL[role]);
    await request.storageState({ path: SIGNED_IN[role] });
  } finally {
    await request.dispose();
  }
}

/** Puts a role's saved sign-in into a context already open, for one test of a file that has guests too. */
export async function useSignIn(context: BrowserContext, role: Role): Promise<void> {
  const saved = JSON.parse(readFileSync(SIGNED_IN[role], 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(saved.cookies);
}
