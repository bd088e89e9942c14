// POST /api/reviews/delete { id } (issue 41): the author takes their review down.
import { z } from 'zod/v4';
import { outcomeAnswer, reviewEndpoint } from '../../../lib/http/review-endpoint.server';
import { deleteReview } from '../../../lib/reviews/writing.server';

export const { POST, ALL } = reviewEndpoint(
  'write',
  z.object({ id: z.string().min(1).max(100) }),
  async (db, user, { id }) => outcomeAnswer(await deleteReview(db, user.id, id), 'deleted'),
);
