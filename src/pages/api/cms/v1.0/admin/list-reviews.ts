// POST /api/cms/v1.0/admin/list-reviews { status?, rating?, query?, page? } (issue 41; docs/api.md): the studio's
// Reviews queue, with the count of each status.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { reviewQueue } from '../../../../../lib/reviews/moderation.server';
import { REVIEW_STATUSES } from '../../../../../lib/reviews/rules';

const body = z.object({
  status: z.enum([...REVIEW_STATUSES, 'all']).default('pending'),
  rating: z.number().int().min(1).max(5).optional(),
  query: z.string().max(200).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, request) => reviewQueue(db, request));
