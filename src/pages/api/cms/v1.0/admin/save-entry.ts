// POST /api/cms/v1.0/admin/save-entry { id?, type, key, site, data, version? } (API.md "Content studio"): a new draft
// version, of a new entry without `id`. A stale `version` is 409 and saves nothing; `data` that does not fit its type
// is 400 with issues whose paths lead into `data`.
import { z } from 'zod/v4';
import { CONTENT_TYPES } from '../../../../../lib/content/types';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { refusalResponse } from '../../../../../lib/http/errors';
import { siteSchema } from '../../../../../lib/studio/rules';
import { saveEntry } from '../../../../../lib/studio/save-entry.server';

const body = z.object({
  id: z.string().min(1).max(64).optional(),
  type: z.enum(CONTENT_TYPES),
  key: z.string().max(200),
  site: siteSchema,
  data: z.unknown(),
  version: z.number().int().min(1).optional(),
});

export const { POST, ALL } = editorEndpoint(body, async (db, editor, input) => {
  const saved = await saveEntry(db, editor, input);
  return saved.ok ? { entry: saved.entry } : refusalResponse(saved);
});
