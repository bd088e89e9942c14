// POST /api/cms/v1.0/admin/archive-entry { id } (API.md "Content studio"): gone for shoppers on every instance within
// 2 s; its versions are kept.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { refusalResponse } from '../../../../../lib/http/errors';
import { archiveEntry } from '../../../../../lib/studio/lifecycle.server';

const body = z.object({ id: z.string().min(1).max(64) });

export const { POST, ALL } = editorEndpoint(body, async (db, editor, input) => {
  const archived = await archiveEntry(db, editor, input);
  return archived.ok ? { entry: archived.entry } : refusalResponse(archived);
});
