// POST /api/reviews/vote { id } (issue 41): the signed-in shopper marks someone else's review helpful, once.
import { z } from 'zod/v4';
import { outcomeAnswer, reviewEndpoint } from '../../../lib/http/review-endpoint.server';
import { voteHelpful } from '../../../lib/reviews/writing.server';

export const { POST, ALL } = reviewEndpoint(
  'vote',
  z.object({ id: z.string().min(1).max(100) }),
  async (db, user, { id }) => outcomeAnswer(await voteHelpful(db, user.id, id), 'vote'),
);
