import type { APIRoute } from 'astro';
import { errorResponse } from '../../lib/http/errors';

// An /api address that does not exist answers in the API's own envelope, not with the HTML error page.
export const ALL: APIRoute = ({ url }) => errorResponse('NOT_FOUND', `There is no API at ${url.pathname}`);
