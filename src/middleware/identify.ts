import { defineMiddleware } from 'astro:middleware';
import { sessionUser } from '../lib/account/accounts.server';
import { hasSessionCookie } from '../lib/account/session-cookie';
import { mayEditContent } from '../lib/account/roles';
import { mayUseSite } from '../lib/account/rules';
import { errorMessage, log } from '../lib/site/log';
import { isStaffSite } from '../lib/site/site';
import { withSetCookies } from '../lib/http/errors';
import { isApi, isInternal } from './paths';

// The signed-in user, when the browser holds a session cookie, and the session renewed on navigation (spec 000 §2).
// A session that cannot be read counts as signed out (spec 000 §8: session failure at navigation is logged and the
// user is logged out).
export const identify = defineMiddleware(async (context, next) => {
  if (isInternal(context.url.pathname) || !hasSessionCookie(context.request.headers)) return next();
  let renewal: string[] = [];
  try {
    const { user, setCookies } = await sessionUser(context.request.headers);
    renewal = setCookies;
    // A consumer account is a guest on the staff site: no cart, checkout or account pages of its own there.
    context.locals.user = user && mayUseSite(user.kind, isStaffSite(context.locals.site)) ? user : null;
    // An editor's page with ?preview=1 shows drafts (API.md "Content studio"); for anyone else it changes nothing.
    context.locals.preview =
      !isApi(context.url.pathname) &&
      context.locals.user !== null &&
      mayEditContent(context.locals.user.kind) &&
      context.url.searchParams.get('preview') === '1';
  } catch (error) {
    log('error', 'session could not be read', { error: errorMessage(error) });
    context.locals.user = null;
  }
  const response = await next();
  // An answer with a cookie is this visitor's alone: the page cache keeps none (deliver.ts).
  return renewal.length ? withSetCookies(response, renewal) : response;
});
