// POST /api/reviews/submit { handle, rating, title, body, petName?, petAge?, recommend } (issue 41): a verified
// buyer's review of a product, pending until an editor approves it. 403 for anyone who has not ordered the product.
import { z } from 'zod/v4';
import { outcomeAnswer, reviewEndpoint } from '../../../lib/http/review-endpoint.server';
import { reviewFields } from '../../../lib/reviews/fields';
import { authorName } from '../../../lib/reviews/rules';
import { submitReview } from '../../../lib/reviews/writing.server';

const body = reviewFields.extend({ handle: z.string().min(1).max(200) });

export const { POST, ALL } = reviewEndpoint('write', body, async (db, user, { handle, ...fields }) =>
  outcomeAnswer(
    await submitReview(db, { id: user.id, name: authorName(user.firstName, user.lastName) }, handle, fields),
    'review',
    201,
  ),
);
