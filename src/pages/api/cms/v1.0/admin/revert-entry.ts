// POST /api/cms/v1.0/admin/revert-entry { id, version } (API.md "Content studio"): a new draft holding that version's
// data.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { refusalResponse } from '../../../../../lib/http/errors';
import { revertEntry } from '../../../../../lib/studio/lifecycle.server';

const body = z.object({ id: z.string().min(1).max(64), version: z.number().int().min(1) });

export const { POST, ALL } = editorEndpoint(body, async (db, editor, input) => {
  const reverted = await revertEntry(db, editor, input);
  return reverted.ok ? { entry: reverted.entry } : refusalResponse(reverted);
});
