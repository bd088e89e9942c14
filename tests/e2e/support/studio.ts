// The content studio as an editor uses it: open it signed in, open or create an entry, press its buttons, read what
// it says. Entries the tests make get keys of their own, so specs running beside them see the store as seeded.
import { expect, type Page } from '@playwright/test';
import { signIn } from './account';

export const EDITOR = 'editor@example.com';

export const uniqueKey = (name: string) => `e2e-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export async function openStudio(page: Page, path = '/admin'): Promise<void> {
  await signIn(page, EDITOR);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
}

type Json = Record<string, unknown>;

/** One admin call from the page's own session (the door wants a same-site origin). */
export async function adminCall<T = Json>(page: Page, name: string, body: Json): Promise<T> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`/api/cms/v1.0/admin/${name}`, { headers: { origin }, data: body });
  expect(answer.status(), `${name} answered ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

type Entry = { id: string; version: number; data: Json; status: string };

/** Makes an announcement for the DTC site, as a draft (or published), for a test that must not touch seeded ones. */
export async function makeAnnouncement(page: Page, key: string, text: string, publish = false): Promise<Entry> {
  const { entry } = await adminCall<{ entry: Entry }>(page, 'save-entry', {
    type: 'announcement',
    key,
    site: 'DTC',
    data: { text },
  });
  if (!publish) return entry;
  return (await adminCall<{ entry: Entry }>(page, 'publish-entry', { id: entry.id, version: entry.version })).entry;
}

export async function openEntry(page: Page, id: string): Promise<void> {
  await page.goto(`/admin?entry=${encodeURIComponent(id)}`);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
}

export const statusMessage = (page: Page) => page.locator('.studio-status[role="status"]');
