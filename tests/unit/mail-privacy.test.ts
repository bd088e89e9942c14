import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '../../src/lib/account/mail-privacy';

describe('what the outbox page shows of a mail (issue 5: mail to an outbox an operator can read)', () => {
  it('hides the token of a reset link and keeps the rest of the mail', () => {
    const body =
      'Choose a new password here within an hour:\n\n/shelter/reset-password?token=AbC-123_x.y%2Fz\n\nIf it was not you, ignore this mail.';
    const shown = withoutSecrets(body);
    expect(shown).toContain('/shelter/reset-password?token=(hidden)');
    expect(shown).not.toContain('AbC-123');
    expect(shown).toContain('If it was not you, ignore this mail.');
  });

  it('hides a token that follows other parameters, and leaves mail without one as it is', () => {
    expect(withoutSecrets('https://shop.example/x?a=1&token=secret&b=2')).toBe(
      'https://shop.example/x?a=1&token=(hidden)&b=2',
    );
    expect(withoutSecrets('Your order #1001 is on its way.')).toBe('Your order #1001 is on its way.');
  });
});
