// What an import did, in words (issue 39): the counts, then each problem and note by line and column, and which
// pictures stayed remote. Read by the command line and by the back office's Import page.
import { describeProblem, type Problem } from '../catalog/feed/problems';

export type FeedFormat = 'csv' | 'json';

export type ImportReport = {
  fileName: string;
  format: FeedFormat;
  /** Whether the catalogue was changed (false when the file was refused, or held nothing new). */
  applied: boolean;
  refused: boolean;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  skipped: { handle: string; line: number }[];
  problems: Problem[];
  notes: Problem[];
  remoteImages: { handle: string; src: string }[];
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What became of the pictures at web addresses, or null when there were none. */
export function remoteImagesSentence(r: ImportReport): string | null {
  const n = r.remoteImages.length;
  if (n === 0) return null;
  return `${plural(n, 'picture')} at a web address ${n === 1 ? 'was' : 'were'} recorded, not fetched: the shop does not fetch pictures from the internet, so ${n === 1 ? 'that product keeps its' : 'those products keep their'} drawn picture.`;
}

/** The report's headline: what happened to the catalogue. */
export function importHeadline(
  r: Pick<ImportReport, 'fileName' | 'applied' | 'refused' | 'read' | 'created' | 'updated' | 'unpublished'> & {
    problems: readonly unknown[];
  },
): string {
  if (r.refused)
    return r.problems.length > 0 && r.read > 0
      ? `Nothing was imported: ${plural(r.problems.length, 'problem')} in ${r.fileName}. Fix the file, or skip the invalid products.`
      : `Nothing was imported: ${r.fileName} could not be read.`;
  if (!r.applied) return `Nothing to change: the catalogue already matches ${r.fileName}.`;
  const parts = [
    r.created > 0 ? `${plural(r.created, 'product')} added` : null,
    r.updated > 0 ? `${plural(r.updated, 'product')} updated` : null,
    r.unpublished > 0 ? `${plural(r.unpublished, 'product')} taken off the shop` : null,
  ].filter((p) => p !== null);
  return `Imported ${r.fileName}: ${parts.join(', ')}.`;
}

export function importSummary(r: ImportReport): string[] {
  const lines = [importHeadline(r)];
  if (!r.refused)
    lines.push(
      `${plural(r.read, 'product')} read: ${r.created} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.skipped.length} skipped.`,
    );
  const list = (title: string, problems: Problem[]) => {
    if (problems.length === 0) return;
    lines.push(title, ...problems.slice(0, 200).map((p) => `  ${describeProblem(p)}`));
    if (problems.length > 200) lines.push(`  … and ${problems.length - 200} more`);
  };
  list(r.refused ? 'Problems:' : 'Skipped, with their problems:', r.problems);
  list('Notes:', r.notes);
  const remote = remoteImagesSentence(r);
  if (remote) lines.push(remote);
  return lines;
}
