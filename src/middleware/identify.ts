import { defineMiddleware } from 'astro:middleware';
import { sessionUser } from '../lib/account/accounts.server';
import { hasSessionCookie } from '../lib/account/session-cookie';
import { mayUseSite } from '../lib/account/rules';
import { errorMessage, log } from '../lib/site/log';
import { isStaffSite } from '../lib/site/site';
import { isApi, isInternal } from './paths';

// The signed-in user, when the browser holds a session cookie. A session that cannot be read counts as signed out
// (spec 000 §8: session failure at navigation is logged and the user is logged out).
export const identify = defineMiddleware(async (context, next) => {
  if (isInternal(context.url.pathname) || !hasSessionCookie(context.request.headers)) return next();
  try {
    const user = await sessionUser(context.request.headers);
    // A consumer account is a guest on the staff site: no cart, checkout or account pages of its own there.
    context.locals.user = user && mayUseSite(user.kind, isStaffSite(context.locals.site)) ? user : null;
    // An editor's page with ?preview=1 shows drafts (API.md "Content studio"); for anyone else it changes nothing.
    context.locals.preview =
      !isApi(context.url.pathname) &&
      context.locals.user?.kind === 'editor' &&
      context.url.searchParams.get('preview') === '1';
  } catch (error) {
    log('error', 'session could not be read', { error: errorMessage(error) });
    context.locals.user = null;
  }
  return next();
});
