import { expect, test, type Page } from '@playwright/test';

const REFERENCE = /Your reference is CU-[0-9A-HJKMNP-TV-Z]{6}\./;

/** Opens Contact Us and writes a message about `topic`, as a shopper does; answers the form, not yet sent. */
async function writeToUs(page: Page, topic: string, message: string) {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Your name').fill('Pat Lee');
  await form.getByLabel('Email').fill('pat@example.com');
  await form.getByLabel('Topic').selectOption(topic);
  await form.getByLabel('Message').fill(message);
  return form;
}

test('a shopper writes to the care team from Contact Us and gets a reference (spec 000 §7 send-contact-us)', async ({
  page,
}) => {
  const form = await writeToUs(page, 'product', 'Which food suits a senior cat with a sensitive stomach?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have your message' })).toContainText(REFERENCE);
});

test('the order number is taken as the shop prints it, and a wrong one is marked on its field in plain words (spec 000 §7 send-contact-us)', async ({
  page,
}) => {
  const form = await writeToUs(page, 'order', 'My delivery has not arrived yet.');
  const orderNumber = form.getByLabel('Order number (optional)');
  await orderNumber.fill('1001!');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(orderNumber).toHaveAccessibleDescription(
    'Enter the order number as it appears on your order, such as #1001.',
  );
  await expect(orderNumber).toBeFocused();
  await expect(form.getByRole('alert')).toHaveText('Please check the marked fields.');
  await expect(form).not.toContainText('data.orderNumber');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid');

  await orderNumber.fill('#1001');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have your message' })).toContainText(REFERENCE);
});
