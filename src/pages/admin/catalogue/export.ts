// GET /admin/catalogue/export?format=csv|json (issue 39): the whole catalogue as a download, Shopify's product CSV by
// default. Admins only, by the guard, like the rest of the catalogue section.
import type { APIRoute } from 'astro';
import { exportCatalogue } from '../../../lib/backoffice/catalogue-export.server';
import { getDb } from '../../../lib/db/instance.server';

export const GET: APIRoute = async ({ url }) => {
  const format = url.searchParams.get('format') === 'json' ? 'json' : 'csv';
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await exportCatalogue(await getDb(), format), {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="catalogue-${day}.${format}"`,
      'cache-control': 'no-store',
    },
  });
};
