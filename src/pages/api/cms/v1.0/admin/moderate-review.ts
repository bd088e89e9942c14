// POST /api/cms/v1.0/admin/moderate-review { id, decision: approve | reject, reason? } (issue 41): an editor's
// decision; a rejection says why, and the author reads it in My Account.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { errorResponse } from '../../../../../lib/http/errors';
import { outcomeAnswer } from '../../../../../lib/http/review-endpoint.server';
import { moderateReview } from '../../../../../lib/reviews/moderation.server';
import { cleanReviewLine } from '../../../../../lib/reviews/fields';
import { REJECT_REASON_MAX } from '../../../../../lib/reviews/rules';

const WHY = 'Say why the review is not published: its author reads it';
const body = z.object({
  id: z.string().min(1).max(100),
  decision: z.enum(['approve', 'reject']),
  reason: z
    .string()
    .max(REJECT_REASON_MAX * 2)
    .transform(cleanReviewLine)
    .pipe(z.string().max(REJECT_REASON_MAX))
    .optional(),
});

export const { POST, ALL } = editorEndpoint(body, async (db, editor, { id, decision, reason }) => {
  if (decision === 'reject' && !reason) return errorResponse('BAD_REQUEST', WHY, [{ path: ['reason'], message: WHY }]);
  return outcomeAnswer(
    await moderateReview(
      db,
      editor.email,
      id,
      decision === 'approve' ? { decision } : { decision, reason: reason ?? '' },
    ),
    'review',
  );
});
