// The Contact Us form: name, email, topic, an optional order number and the message; the shop's answer replaces the
// form with the message's reference, or each refused field is marked and says what to fix beside itself.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { postJson, requestIssues } from '../lib/site/api-client';
import { CONTACT_TOPICS, contactFieldMessages, type ContactField } from '../lib/support/contact-fields';
import { useSubmission } from './parts/use-submission';

type FieldErrors = Partial<Record<ContactField, string>>;

export default function ContactForm({ name, email }: { name: string; email: string }) {
  const { busy, error, setError, run } = useSubmission();
  const [sent, setSent] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  // The first field to fix gets the focus once it is marked.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = new FormData(event.currentTarget);
    const value = (key: string) => String(entries.get(key) ?? '').trim();
    const data = {
      name: value('name'),
      email: value('email'),
      topic: value('topic'),
      orderNumber: value('orderNumber') || null,
      message: value('message'),
    };
    setFieldErrors({});
    return run(async () => {
      try {
        const answer = await postJson<{ reference: string }>('/api/send-contact-us', { data });
        setSent(answer.reference);
      } catch (caught) {
        const refused = contactFieldMessages(requestIssues(caught));
        if (Object.keys(refused).length === 0) throw caught;
        setFieldErrors(refused);
        setError('Please check the marked fields.');
      }
    });
  }

  /** A field's label, control and, when the shop refused it, the reason beside it, tied to the control. */
  const field = (id: string, which: ContactField, label: string, control: (marks: object) => ReactNode) => {
    const problem = fieldErrors[which];
    const marks = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
    return (
      <p>
        <label htmlFor={id}>{label}</label>
        {control(marks)}
        {problem && (
          <span id={`${id}-error`} className="form-error">
            {problem}
          </span>
        )}
      </p>
    );
  };

  if (sent)
    return (
      <p role="status">
        Thank you. We have your message and will answer within two working days. Your reference is{' '}
        <strong>{sent}</strong>.
      </p>
    );
  return (
    <form ref={form} className="account-form" onSubmit={send} aria-label="Write to us">
      {field('contact-name', 'name', 'Your name', (marks) => (
        <input
          id="contact-name"
          name="name"
          defaultValue={name}
          required
          maxLength={120}
          autoComplete="name"
          {...marks}
        />
      ))}
      {field('contact-email', 'email', 'Email', (marks) => (
        <input
          id="contact-email"
          name="email"
          type="email"
          defaultValue={email}
          required
          maxLength={254}
          autoComplete="email"
          {...marks}
        />
      ))}
      {field('contact-topic', 'topic', 'Topic', (marks) => (
        <select id="contact-topic" name="topic" required defaultValue="" {...marks}>
          <option value="" disabled>
            Choose a topic
          </option>
          {Object.entries(CONTACT_TOPICS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      ))}
      {field('contact-order', 'orderNumber', 'Order number (optional)', (marks) => (
        <input id="contact-order" name="orderNumber" maxLength={34} placeholder="#1001" {...marks} />
      ))}
      {field('contact-message', 'message', 'Message', (marks) => (
        <textarea id="contact-message" name="message" required minLength={10} maxLength={5000} rows={6} {...marks} />
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {/* Usable before the island hydrates: client:interaction holds a press until it has, then makes it again. */}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        Send Message
      </button>
    </form>
  );
}
