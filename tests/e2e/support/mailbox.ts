// The new customer's inbox in the browser suite: the store keeps its mail in the outbox table of the test server's
// database, so a test opens the confirmation mail there and follows its link in the page, as the customer would.
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';

/** The link of the newest confirmation mail to `email`, or null while none is there. */
export function confirmationLink(email: string): string | null {
  const site = test.info().project.name === 'hpsf' ? 'HPSF' : 'DTC';
  const db = new Database(join(dirname(test.info().config.configFile!), `.data/e2e-${site}/store.db`), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const mail = db
      .prepare(
        "select body from outbox where recipient = ? and subject = 'Confirm your email' order by created_at desc",
      )
      .get(email.toLowerCase()) as { body: string } | undefined;
    return mail?.body.match(/\/shelter\/verify-email\?\S+/)?.[0] ?? null;
  } finally {
    db.close();
  }
}

/** After Create Account: the page says to check the inbox; the mailed link is opened and confirmed in this page. */
export async function confirmFromInbox(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  let link: string | null = null;
  await expect.poll(() => (link = confirmationLink(email))).not.toBeNull();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}
