// POST /api/cms/v1.0/admin/search-report { days, site? } (docs/api.md): the most made searches of the last 7 or 30 days
// and the most made that found nothing (issue 40 §6), for the studio's Searches page.
import { z } from 'zod/v4';
import { REPORT_PERIODS } from '../../../../../lib/catalog/search/search-stats';
import { searchReport } from '../../../../../lib/catalog/search/search-stats.server';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { SITE_IDS } from '../../../../../lib/site/site';

const body = z.object({
  days: z.union(REPORT_PERIODS.map((days) => z.literal(days))).default(7),
  site: z.enum(SITE_IDS).optional(),
});

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, { days, site }, { locals }) => ({
  report: await searchReport(db, site ?? locals.site, days),
}));
