import type { APIRoute } from 'astro';
import { isReachable } from '../../lib/db/connect.server';
import { getDb } from '../../lib/db/instance.server';
import { errorResponse, json } from '../../lib/http/errors';

// For load balancers and operators: 200 while the database answers, 503 when it does not.
export const GET: APIRoute = async () => {
  const db = await getDb().catch(() => null);
  if (db && (await isReachable(db))) return json({ status: 'ok', db: 'ok' });
  return json({ status: 'error', db: 'down' }, 503);
};

export const ALL: APIRoute = () =>
  errorResponse('METHOD_NOT_ALLOWED', 'Use GET for this address', undefined, { allow: 'GET' });
