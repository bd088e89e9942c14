// /api/multipass (spec 001 §7: getURL, email, checkoutUrl → the checkout's URL): a signed five-minute link into the
// shop's own checkout for the asker's cart. A signed-in customer checks out as themselves only.
import { z } from 'zod/v4';
import { startCheckout } from '../../lib/checkout/session.server';
import { postEndpoint } from '../../lib/http/endpoint';
import { errorResponse } from '../../lib/http/errors';
import { siteOrigin } from '../../lib/site/config.server';

const body = z.object({
  getURL: z.boolean().optional(),
  email: z.email().max(254).nullish(),
  checkoutUrl: z.string().max(2000).nullish(),
});

export const { POST, ALL } = postEndpoint(body, async (input, context) => {
  const origin = siteOrigin(context.request, context.url);
  if (
    input.checkoutUrl &&
    !input.checkoutUrl.startsWith(`${origin}/checkout`) &&
    !/^\/checkout(\/|\?|$)/.test(input.checkoutUrl)
  ) {
    return errorResponse('BAD_REQUEST', 'checkoutUrl must be this shop’s checkout.', [
      { path: ['checkoutUrl'], message: 'is not this shop’s checkout' },
    ]);
  }
  const user = context.locals.user;
  if (user && input.email && input.email.toLowerCase() !== user.email.toLowerCase())
    return errorResponse('FORBIDDEN', 'You can only check out as yourself.');
  const started = await startCheckout(context, input.email ?? null);
  return 'url' in started ? { url: `${origin}${started.url}` } : errorResponse('BAD_REQUEST', started.error);
});
