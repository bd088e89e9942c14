// POST /api/cms/v1.0/admin/get-entry { id } (API.md "Content studio"): the entry at its latest version and the history
// of its versions, newest first.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { refusalResponse } from '../../../../../lib/http/errors';
import { getEntry } from '../../../../../lib/studio/entries.server';

const body = z.object({ id: z.string().min(1).max(64) });

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, { id }) => {
  const found = await getEntry(db, id);
  return found.ok ? { entry: found.entry, history: found.history } : refusalResponse(found);
});
