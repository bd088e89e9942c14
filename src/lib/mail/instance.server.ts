// The server's mail relay, started only when SMTP_URL is set: without it mail stays in the outbox, readable at
// /account/outbox and with `npm run outbox`.
import { MAIL_FROM, SMTP_URL } from 'astro:env/server';
import { onMailQueued } from './outbox.server';
import { getDb } from '../db/instance.server';
import { log } from '../site/log';
import { startBackgroundLoop, type BackgroundLoop } from '../site/background-loop.server';
import { RELAY_EVERY_MS } from './delivery';
import { relayOutbox, smtpSender } from './relay.server';
import { parseSmtpUrl } from './settings';

export function startMailRelay(): BackgroundLoop | undefined {
  const target = parseSmtpUrl(SMTP_URL);
  if (!target) return undefined;
  const sender = smtpSender(target.url);
  const loop = startBackgroundLoop(
    'mail relay',
    async () => relayOutbox(await getDb(), { from: MAIL_FROM, send: sender.send, secret: target.password }),
    RELAY_EVERY_MS,
  );
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
