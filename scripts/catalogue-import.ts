// Loads a catalogue feed into the store's database (issue 39): Shopify's product CSV or the store's JSON feed.
//   npm run catalogue:import -- FILE [--skip-invalid] [--unpublish-missing]
// A file with a bad product changes nothing (the report says each problem by line and column) unless --skip-invalid
// is given; --unpublish-missing takes products the file does not list off the shop. Running instances see the new
// catalogue within 2 s. Exit status: 0 imported (or nothing to change), 1 refused.
import { stat, readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importCatalogue, MAX_FEED_BYTES, tooLargeProblem } from '../src/lib/backoffice/catalogue-import.server';
import { importSummary } from '../src/lib/backoffice/catalogue-report';
import { describeProblem } from '../src/lib/catalog/feed/problems';
import { announceEverywhere, commandLineActor, openStoreDatabase } from './catalogue-tools';
import { fail } from './store-database.mjs';

const usage = 'usage: npm run catalogue:import -- FILE [--skip-invalid] [--unpublish-missing]';
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'skip-invalid': { type: 'boolean', default: false },
      'unpublish-missing': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (parsed.values.help) {
  console.log(usage);
  process.exit(0);
}
if (parsed.positionals.length !== 1) fail(usage);
const file = resolve(parsed.positionals[0]!);
const size = await stat(file).then(
  (s) => s.size,
  () => fail(`There is no file at ${file}.`),
);
// Refused before it is read: a file this large would hold the machine's memory, not a catalogue.
if (size > MAX_FEED_BYTES) fail(describeProblem(tooLargeProblem(size)));

const started = performance.now();
const db = await openStoreDatabase();
try {
  const report = await importCatalogue(
    db,
    commandLineActor(),
    { name: basename(file), text: await readFile(file, 'utf8') },
    {
      skipInvalid: parsed.values['skip-invalid'],
      unpublishMissing: parsed.values['unpublish-missing'],
      localFolder: dirname(file),
    },
    (keys) => announceEverywhere(db, keys),
  );
  console.log(importSummary(report).join('\n'));
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  process.exitCode = report.refused ? 1 : 0;
} finally {
  await db.destroy();
}
