// POST /api/cms/v1.0/admin/list-images { q?, limit? } → { images, total }: the image library's newest images and how
// many match, for the studio's library and its image picker; `q` finds words in an image's id or description.
import { z } from 'zod/v4';
import { editorEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { listImages } from '../../../../../lib/images/images.server';

const body = z.object({
  q: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(200).default(60),
});

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, input) => listImages(db, input));
