// SMTP_URL and MAIL_FROM, checked when the server starts with one line an operator can act on. The SMTP password is
// never part of a message.
import { withoutPassword } from '../db/url';

export type SmtpTarget = { url: string; host: string; port: number; secure: boolean; password: string };

export class MailSettingsError extends Error {}

/** The SMTP server to send through, or undefined when SMTP_URL is unset (mail then stays in the outbox). */
export function parseSmtpUrl(value: string | undefined): SmtpTarget | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new MailSettingsError(
      `SMTP_URL must be smtp://USER:PASSWORD@HOST:587 or smtps://USER:PASSWORD@HOST:465 (got ${JSON.stringify(withoutPassword(url))})`,
    );
  }
  const secure = parsed.protocol === 'smtps:';
  return {
    url,
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    password: decodeURIComponent(parsed.password),
  };
}

const ADDRESS = /[^\s<>@]+@[^\s<>@]+/;

export function checkMailFrom(value: string): void {
  if (!ADDRESS.test(value)) {
    throw new MailSettingsError(
      `MAIL_FROM must be a sender such as "Pet Food Store <no-reply@example.com>" (got ${JSON.stringify(value)})`,
    );
  }
}

/** One line per bad mail setting, for the server's start-up check. */
export function mailSettingsProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const checks = [() => parseSmtpUrl(env.SMTP_URL), () => env.MAIL_FROM && checkMailFrom(env.MAIL_FROM)];
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof MailSettingsError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}
