// SMTP_URL and MAIL_FROM as checked at start.
import { describe, expect, it } from 'vitest';
import { mailSettingsProblems, parseSmtpUrl } from '../../src/lib/mail/settings';

describe('SMTP_URL', () => {
  it('is optional: unset or empty, mail stays in the outbox', () => {
    expect(parseSmtpUrl(undefined)).toBeUndefined();
    expect(parseSmtpUrl('  ')).toBeUndefined();
  });

  it('takes smtp:// and smtps:// with the login, host and port', () => {
    expect(parseSmtpUrl('smtp://shop:p%40ss@mail.example:2525')).toEqual({
      url: 'smtp://shop:p%40ss@mail.example:2525',
      host: 'mail.example',
      port: 2525,
      secure: false,
      password: 'p@ss',
    });
    expect(parseSmtpUrl('smtps://mail.example')).toMatchObject({
      host: 'mail.example',
      port: 465,
      secure: true,
      password: '',
    });
    expect(parseSmtpUrl('smtp://mail.example')).toMatchObject({ port: 587, secure: false });
  });

  it('refuses any other scheme or no host, naming the variable and hiding the password', () => {
    for (const bad of [
      'http://shop:hunter22@mail.example',
      'smtpx://shop:hunter22@mail.example',
      'mail.example:25',
      'smtp://',
    ]) {
      const problems = mailSettingsProblems({ SMTP_URL: bad });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^SMTP_URL must be smtp:\/\/USER:PASSWORD@HOST:587 or smtps:\/\/USER:PASSWORD@HOST:465 \(got ".*"\)$/,
      );
      expect(problems[0]).not.toContain('hunter22');
    }
  });
});

describe('MAIL_FROM', () => {
  it('must hold an address', () => {
    expect(mailSettingsProblems({ MAIL_FROM: 'Pet Food Store <no-reply@localhost>' })).toEqual([]);
    expect(mailSettingsProblems({ MAIL_FROM: 'care@shop.example' })).toEqual([]);
    expect(mailSettingsProblems({ MAIL_FROM: 'Pet Food Store' })).toEqual([
      'MAIL_FROM must be a sender such as "Pet Food Store <no-reply@example.com>" (got "Pet Food Store")',
    ]);
  });
});
