// Every request passes here, in this order: the request log and fault net (observe), the API's door rules, the store
// made ready and other instances' cache drops caught up, maintenance mode, the shared page cache, the signed-in user,
// and the navigation guard of spec 000 §2 (doubled segment, redirects table, sign-in for account pages).
import { sequence } from 'astro:middleware';
// The server's logger, for `astro dev` too (the production entry loads it first).
import '../lib/site/log.server';
import { cached } from './cache';
import { door, unmatchedApi } from './door';
import { guard } from './guard';
import { identify } from './identify';
import { maintenance } from './maintenance';
import { observe } from './observe';
import { ready } from './ready';

export const onRequest = sequence(observe, unmatchedApi, ready, door, maintenance, cached, identify, guard);
