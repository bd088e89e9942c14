import { expect, test } from '@playwright/test';

test('a shopper writes to the care team from Contact Us and gets a reference (spec 000 §7 send-contact-us)', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Your name').fill('Pat Lee');
  await form.getByLabel('Email').fill('pat@example.com');
  await form.getByLabel('Topic').selectOption('product');
  await form.getByLabel('Message').fill('Which food suits a senior cat with a sensitive stomach?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have your message' })).toContainText(
    /Your reference is [0-9a-f-]{36}/,
  );
});
