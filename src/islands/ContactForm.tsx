// The Contact Us form: name, email, topic, an optional order number and the message; the shop's answer replaces the
// form, or a message beside it says what to fix.
import { useState, type FormEvent } from 'react';
import { postJson } from '../lib/site/api-client';
import { CONTACT_TOPICS } from '../lib/support/contact';
import { useSubmission } from './parts/use-submission';

export default function ContactForm({ name, email }: { name: string; email: string }) {
  const { busy, error, ready, run } = useSubmission();
  const [sent, setSent] = useState<string | null>(null);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '').trim();
    const data = {
      name: value('name'),
      email: value('email'),
      topic: value('topic'),
      orderNumber: value('orderNumber') || null,
      message: value('message'),
    };
    return run(async () => {
      const answer = await postJson<{ reference: string }>('/api/send-contact-us', { data });
      setSent(answer.reference);
    });
  }

  if (sent)
    return (
      <p role="status">
        Thank you. We have your message and will answer within two working days. Your reference is {sent}.
      </p>
    );
  return (
    <form className="account-form" onSubmit={send} aria-label="Write to us">
      <p>
        <label htmlFor="contact-name">Your name</label>
        <input id="contact-name" name="name" defaultValue={name} required maxLength={120} autoComplete="name" />
      </p>
      <p>
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          defaultValue={email}
          required
          maxLength={254}
          autoComplete="email"
        />
      </p>
      <p>
        <label htmlFor="contact-topic">Topic</label>
        <select id="contact-topic" name="topic" required defaultValue="">
          <option value="" disabled>
            Choose a topic
          </option>
          {Object.entries(CONTACT_TOPICS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor="contact-order">Order number (optional)</label>
        <input id="contact-order" name="orderNumber" maxLength={32} />
      </p>
      <p>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" required minLength={10} maxLength={5000} rows={6} />
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
        Send Message
      </button>
    </form>
  );
}
