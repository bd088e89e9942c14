// POST /api/cms/v1.0/admin/list-audit { entryId?, limit? } (docs/api.md): what editors did in the studio, newest first.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { listAudit } from '../../../../../lib/studio/audit.server';

const body = z.object({
  entryId: z.string().min(1).max(64).optional(),
  limit: z.number().int().min(1).max(200).default(50),
});

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, filter) => ({
  events: await listAudit(db, filter),
}));
