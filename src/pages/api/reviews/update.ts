// POST /api/reviews/update { id, rating, title, body, petName?, petAge?, recommend } (issue 41): the author's review
// changed; it waits for an editor again.
import { z } from 'zod/v4';
import { outcomeAnswer, reviewEndpoint } from '../../../lib/http/review-endpoint.server';
import { reviewFields } from '../../../lib/reviews/fields';
import { updateReview } from '../../../lib/reviews/writing.server';

const body = reviewFields.extend({ id: z.string().min(1).max(100) });

export const { POST, ALL } = reviewEndpoint('write', body, async (db, user, { id, ...fields }) =>
  outcomeAnswer(await updateReview(db, user.id, id, fields), 'review'),
);
