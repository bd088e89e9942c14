// The server's mail relay, started only when SMTP_URL is set: without it mail stays in the outbox, readable at
// /account/outbox and with `npm run outbox`.
import { MAIL_FROM, SMTP_URL } from 'astro:env/server';
import { onMailQueued } from '../account/outbox.server';
import { getDb } from '../db/instance.server';
import { log } from '../site/log';
import { startRelayLoop, type RelayLoop } from './relay-loop.server';
import { relayOutbox, smtpSender } from './relay.server';
import { parseSmtpUrl } from './settings';

export function startMailRelay(): RelayLoop | undefined {
  const target = parseSmtpUrl(SMTP_URL);
  if (!target) return undefined;
  const sender = smtpSender(target.url);
  const loop = startRelayLoop(async () => relayOutbox(await getDb(), { from: MAIL_FROM, send: sender.send, secret: target.password }));
  const forget = onMailQueued(loop.kick);
  log('info', 'mail relay started', { smtp: `${target.host}:${target.port}`, secure: target.secure });
  return {
    kick: loop.kick,
    stop: async () => {
      forget();
      await loop.stop();
      sender.close();
    },
  };
}
