// POST /api/admin/catalogue/import, multipart/form-data (issue 39): `file`, a feed of at most 25 MB (Shopify's product
// CSV or the store's JSON), and the flags `skipInvalid` and `unpublishMissing` ("true" or absent). Admins only. The
// answer is the import's report; a file with problems changes nothing unless invalid products are skipped.
import { mayAdminister } from '../../../../lib/account/roles';
import { importCatalogue } from '../../../../lib/backoffice/catalogue-import.server';
import { importSummary } from '../../../../lib/backoffice/catalogue-report';
import { announceInvalidation } from '../../../../lib/db/invalidations.server';
import { roleUploadEndpoint } from '../../../../lib/http/editor-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';

const flag = (form: FormData, name: string) => form.get(name) === 'true';

export const { POST, ALL } = roleUploadEndpoint(
  mayAdminister,
  () => errorResponse('FORBIDDEN', 'Only the shop’s admins may do this.'),
  async (db, user, form) => {
    const file = form.get('file');
    if (!(file instanceof File))
      return errorResponse('BAD_REQUEST', 'file: send the feed as a file in the field "file"', [
        { path: ['file'], message: 'send the feed as a file in the field "file"' },
      ]);
    const report = await importCatalogue(
      db,
      { id: user.id, email: user.email },
      { name: file.name || 'upload', text: await file.text() },
      { skipInvalid: flag(form, 'skipInvalid'), unpublishMissing: flag(form, 'unpublishMissing'), localFolder: null },
      (keys) => announceInvalidation(db, keys),
    );
    return { report, summary: importSummary(report) };
  },
);
