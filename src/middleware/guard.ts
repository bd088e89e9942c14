import { defineMiddleware } from 'astro:middleware';
import { accountRedirect } from '../lib/account/guard';
import { sectionAt, sectionDecision } from '../lib/backoffice/sections';
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

  const { user } = context.locals;
  if (needsSignIn(pathname) && !user) return context.redirect(signInLocation(`${pathname}${search}`), 302);
  // The back office's sections by role (issue 38 §1), in one place: its pages only read their data.
  const section = user ? sectionAt(pathname) : null;
  if (user && section) {
    const decision = sectionDecision(user.kind, section);
    if ('redirect' in decision) return context.redirect(decision.redirect, 303);
    if ('refuse' in decision) {
      context.locals.refusal = decision.refuse;
      return next('/403');
    }
  }
  const referrer = sameSiteReferrer(context.request.headers.get('referer'), siteOrigin(context.request, context.url));
  const elsewhere = accountRedirect(pathname, context.url.searchParams, user, context.locals.site, referrer);
  if (elsewhere && elsewhere !== `${pathname}${search}`) return context.redirect(elsewhere, 302);
  return next();
});
