// A real SMTP server on a free loopback port for the mail tests (smtp-server): it takes the login in the URL the
// store is given, keeps every message it accepts, and can be told to refuse recipients.
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };
export type TestSmtp = {
  url: string;
  received: ReceivedMail[];
  refuseRecipients: (refuse: boolean) => void;
  close: () => Promise<void>;
};

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 'smtp-Secret-9';

function refusal(): Error {
  return Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, done) =>
      auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
        ? done(null, { user: auth.username })
        : done(new Error('Invalid login')),
    onRcptTo: (_address: SMTPServerAddress, _session, done) => done(refuse ? refusal() : null),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((a) => a.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseRecipients: (value) => (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail's text body, with quoted-printable (long lines) undone. */
export function bodyOf(mail: ReceivedMail): string {
  const split = mail.data.indexOf('\r\n\r\n');
  const [headers, body] = [mail.data.slice(0, split), mail.data.slice(split + 4)];
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) return body;
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits, for twenty seconds at most, until `ready` says yes: the store sends in the background. */
export async function eventually(ready: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
