// POST /api/cms/v1.0/admin/list-entries { type?, status?, site?, q? } (API.md "Content studio"): the entries, each at
// its latest version, without their data; `q` finds words in the key or the data's text.
import { z } from 'zod/v4';
import { CONTENT_TYPES } from '../../../../../lib/content/types';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { siteSchema, statusSchema } from '../../../../../lib/studio/rules';
import { listEntries } from '../../../../../lib/studio/entries.server';

const body = z.object({
  type: z.enum(CONTENT_TYPES).optional(),
  status: statusSchema.optional(),
  site: siteSchema.optional(),
  q: z.string().max(200).optional(),
});

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, filter) => ({
  entries: await listEntries(db, filter),
}));
