// The Import page's form (issue 39): an admin picks a feed (Shopify's product CSV or the store's JSON), says whether to
// skip invalid products and take unlisted ones off the shop, and reads the report: what changed, each problem by line
// and column, the notes, and the pictures left at their web addresses. A refused file changed nothing, and says so.
import { Fragment, useState, type FormEvent } from 'react';
import { describeProblem } from '../../lib/catalog/feed/problems';
import { importHeadline, remoteImagesSentence, type ImportReport } from '../../lib/backoffice/catalogue-report';
import { apiFetch } from '../../lib/site/api-client';
import { useSubmission } from '../parts/use-submission';
import { ActionError, SubmitRow } from './FormParts';

export default function CatalogueImport() {
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [unpublishMissing, setUnpublishMissing] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const { busy, error, ready, run } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    if (skipInvalid) form.set('skipInvalid', 'true');
    if (unpublishMissing) form.set('unpublishMissing', 'true');
    setReport(null);
    await run(async () => {
      const answer = await apiFetch<{ report: ImportReport }>('/api/admin/catalogue/import', {
        method: 'POST',
        body: form,
      });
      setReport(answer.report);
    });
  }

  return (
    <div className="catalogue-import">
      <section className="admin-card" aria-labelledby="import-heading">
        <h2 id="import-heading">Import a feed</h2>
        <form className="admin-form" onSubmit={submit}>
          <label>
            <span>Shopify product CSV or the shop’s JSON feed (up to 25 MB)</span>
            <input
              type="file"
              name="file"
              accept=".csv,.json,text/csv,application/json"
              required
              disabled={!ready}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <label className="inline">
            <input
              type="checkbox"
              checked={skipInvalid}
              onChange={(e) => setSkipInvalid(e.currentTarget.checked)}
              disabled={!ready}
            />{' '}
            Skip invalid products and import the rest
          </label>
          <label className="inline">
            <input
              type="checkbox"
              checked={unpublishMissing}
              onChange={(e) => setUnpublishMissing(e.currentTarget.checked)}
              disabled={!ready}
            />{' '}
            Take products the file does not list off the shop
          </label>
          <ActionError error={error} />
          <SubmitRow ready={ready && file !== null} busy={busy} label="Import" busyLabel="Importing…" />
        </form>
      </section>
      {report && <Report report={report} />}
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  const remote = remoteImagesSentence(report);
  return (
    <section className="admin-card" aria-labelledby="report-heading">
      <h2 id="report-heading">Report</h2>
      <p role="status">{importHeadline(report)}</p>
      {!report.refused && (
        <dl className="admin-facts">
          {(
            [
              ['Read', report.read],
              ['Added', report.created],
              ['Updated', report.updated],
              ['Unchanged', report.unchanged],
              ['Skipped', report.skipped.length],
              ['Taken off the shop', report.unpublished],
            ] as const
          ).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {report.problems.length > 0 && (
        <>
          <h3>{report.refused ? 'Problems to fix' : 'Skipped products and why'}</h3>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Problems by line">
            <table className="admin-table">
              <caption className="visually-hidden">Problems by line</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Column</th>
                  <th scope="col">Product</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {report.problems.slice(0, 200).map((p, i) => (
                  <tr key={i}>
                    <td className="nowrap">{p.line ?? '–'}</td>
                    <td className="nowrap">{p.column ?? '–'}</td>
                    <td className="nowrap">{p.handle ?? '–'}</td>
                    <td className="sentence">{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.problems.length > 200 && <p className="muted">…and {report.problems.length - 200} more.</p>}
        </>
      )}
      {report.notes.length > 0 && (
        <>
          <h3>Notes</h3>
          <ul>
            {report.notes.slice(0, 100).map((n, i) => (
              <li key={i}>{describeProblem(n)}</li>
            ))}
          </ul>
        </>
      )}
      {remote && <p className="muted">{remote}</p>}
    </section>
  );
}
