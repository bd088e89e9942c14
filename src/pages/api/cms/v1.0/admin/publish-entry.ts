// POST /api/cms/v1.0/admin/publish-entry { id, version } (API.md "Content studio"): the latest version goes live, on
// every instance within 2 s; any other version is 409.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { refusalResponse } from '../../../../../lib/http/errors';
import { publishEntry } from '../../../../../lib/studio/lifecycle.server';

const body = z.object({ id: z.string().min(1).max(64), version: z.number().int().min(1) });

export const { POST, ALL } = editorEndpoint(body, async (db, editor, input) => {
  const published = await publishEntry(db, editor, input);
  return published.ok ? { entry: published.entry } : refusalResponse(published);
});
