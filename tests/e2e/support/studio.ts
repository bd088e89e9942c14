// The content studio as an editor uses it, as one page object: open it signed in (the editor's saved sign-in,
// support/roles.ts), open or start an entry, press its buttons, read what it says. Entries the tests make get keys of
// their own, so specs running beside them see the store as seeded.
import { expect, type Locator, type Page } from '@playwright/test';
import { useSignIn } from './roles';

export const uniqueKey = (name: string) => `e2e-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Json = Record<string, unknown>;
export type Entry = { id: string; version: number; data: Json; status: string };

export class Studio {
  private constructor(readonly page: Page) {}

  /** The studio at `path`, opened by the demo editor. */
  static async open(page: Page, path = '/admin'): Promise<Studio> {
    await useSignIn(page.context(), 'editor');
    const studio = new Studio(page);
    await studio.goto(path);
    return studio;
  }

  /** The same editor's studio in another tab of the same browser. */
  async inAnotherTab(): Promise<Studio> {
    return new Studio(await this.page.context().newPage());
  }

  async goto(path = '/admin'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  }

  /** What the studio says after a press (saved, published, archived). */
  get status(): Locator {
    return this.page.locator('.studio-status[role="status"]');
  }

  /** The announcement's one text box. */
  get text(): Locator {
    return this.page.getByRole('textbox', { name: 'Text', exact: true });
  }

  /** The entry open in the editor, from the address bar. */
  get entryId(): string | null {
    return new URL(this.page.url()).searchParams.get('entry');
  }

  async openEntry(id: string): Promise<void> {
    await this.page.goto(`/admin?entry=${encodeURIComponent(id)}`);
    await expect(this.page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  }

  /** New entry, with its type, key and (when the type has one) site chosen. */
  async startEntry(type: string, key: string, site?: string): Promise<void> {
    await this.page.getByRole('link', { name: 'New entry' }).click();
    await expect(this.page.getByRole('heading', { name: 'New entry' })).toBeFocused();
    await this.page.getByLabel('Type').selectOption(type);
    await this.page.getByLabel('Key').fill(key);
    if (site) await this.page.getByLabel('Site').selectOption(site);
  }

  async saveDraft(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save draft' }).click();
  }

  /** Presses Publish; with `saying`, waits for the studio to say so. */
  async publish(saying?: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Publish' }).click();
    if (saying) await expect(this.status).toContainText(saying);
  }

  /** One admin call from the page's own session (the door wants a same-site origin). */
  async call<T = Json>(name: string, body: Json): Promise<T> {
    const origin = new URL(this.page.url()).origin;
    const answer = await this.page.request.post(`/api/cms/v1.0/admin/${name}`, { headers: { origin }, data: body });
    expect(answer.status(), `${name} answered ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  }

  /** An announcement for the DTC site, as a draft (or published), for a test that must not touch seeded ones. */
  async makeAnnouncement(key: string, text: string, publish = false): Promise<Entry> {
    const { entry } = await this.call<{ entry: Entry }>('save-entry', {
      type: 'announcement',
      key,
      site: 'DTC',
      data: { text },
    });
    if (!publish) return entry;
    return (await this.call<{ entry: Entry }>('publish-entry', { id: entry.id, version: entry.version })).entry;
  }

  async archive(id: string): Promise<void> {
    await this.call('archive-entry', { id });
  }
}
