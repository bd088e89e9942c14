import { defineMiddleware } from 'astro:middleware';
import { accountRedirect } from '../lib/account/guard';
import { findRedirect } from '../lib/content/redirects.server';
import { getDb } from '../lib/db/instance.server';
import { siteOrigin } from '../lib/site/config.server';
import { log } from '../lib/site/log';
import {
  needsSignIn,
  redirectDecision,
  sameSiteReferrer,
  signInLocation,
  withoutDoubledProducts,
} from '../lib/site/navigation-guard';
import { isApi, isInternal } from './paths';

export const guard = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  if (isApi(pathname) || isInternal(pathname)) return next();

  const single = withoutDoubledProducts(pathname);
  if (single !== pathname) return context.redirect(`${single}${search}`, 301);

  const rule = await findRedirect(await getDb(), pathname);
  if (rule) {
    const decision = redirectDecision(rule, search);
    if ('location' in decision) return context.redirect(decision.location, decision.status as 301);
    // A target the guard may not follow (an unflagged external address, spec 000 §2) is an error, not a way on.
    log('error', 'redirect refused', { path: pathname, reason: decision.error });
    return context.rewrite('/500');
  }

  if (needsSignIn(pathname) && !context.locals.user)
    return context.redirect(signInLocation(`${pathname}${search}`), 302);
  const referrer = sameSiteReferrer(context.request.headers.get('referer'), siteOrigin(context.request, context.url));
  const elsewhere = accountRedirect(
    pathname,
    context.url.searchParams,
    context.locals.user,
    context.locals.site,
    referrer,
  );
  if (elsewhere && elsewhere !== `${pathname}${search}`) return context.redirect(elsewhere, 302);
  return next();
});
