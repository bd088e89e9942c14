// Writes the store's catalogue as a feed (issue 39), every product on sale or not:
//   npm run catalogue:export -- FILE      FILE.csv: Shopify's product CSV; FILE.json: the store's JSON feed, content too
// What it writes, catalogue:import reads back to the same catalogue.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { exportCatalogue } from '../src/lib/backoffice/catalogue-export.server';
import { openStoreDatabase } from './catalogue-tools';
import { fail, fileArgument } from './store-database.mjs';

const file = resolve(fileArgument('usage: npm run catalogue:export -- FILE.csv | FILE.json'));
if (!/\.(csv|json)$/i.test(file))
  fail('The file must end in .csv (Shopify’s product CSV) or .json (the store’s feed).');
const db = await openStoreDatabase();
try {
  const text = await exportCatalogue(db, /\.json$/i.test(file) ? 'json' : 'csv');
  await mkdir(dirname(file), { recursive: true });
  // Written beside FILE and renamed when whole, so an export cut short never passes for one.
  await writeFile(`${file}.partial`, text);
  await rename(`${file}.partial`, file);
  console.log(`Wrote ${file}.`);
} finally {
  await db.destroy();
}
