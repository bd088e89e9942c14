// What shoppers search for (issue 40 §6): the most made searches of the last 7 or 30 days and the most made that found
// nothing, on one site, each with a way to act on it: a synonym (so its words find the catalogue's) or a search
// redirect (so it leads straight to a page).
import { useEffect, useState } from 'react';
import { chosenPercent, REPORT_PERIODS, type SearchRow } from '../../lib/catalog/search/search-stats';
import { searchReport, studioMessage, type ReportPeriod, type SearchReport as Report } from './api';
import { inPlace } from './in-place';

/** A new entry of the studio, started from a search. */
export type Started = { type: 'search_synonym' | 'search_redirect'; term: string };

type Props = { site: 'DTC' | 'HPSF'; onStart: (start: Started) => void; startHref: (start: Started) => string };

const SITES = ['DTC', 'HPSF'] as const;
/** A report's first day as editors read it: "Nov 23, 2026". */
const sinceLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Actions({ row, onStart, startHref }: { row: SearchRow } & Pick<Props, 'onStart' | 'startHref'>) {
  const link = (type: Started['type'], label: string) => {
    const start = { type, term: row.query };
    return (
      <a href={startHref(start)} onClick={inPlace(() => onStart(start))} aria-label={`${label} for “${row.query}”`}>
        {label}
      </a>
    );
  };
  return (
    <span className="studio-row-actions">
      {link('search_synonym', 'Add synonym')}
      {link('search_redirect', 'Add redirect')}
    </span>
  );
}

function Rows({
  id,
  title,
  rows,
  empty,
  withResults,
  ...act
}: {
  id: string;
  title: string;
  rows: SearchRow[];
  empty: string;
  withResults: boolean;
} & Pick<Props, 'onStart' | 'startHref'>) {
  return (
    <section aria-labelledby={id} className="studio-report">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="studio-muted">{empty}</p>
      ) : (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Search</th>
              <th scope="col">Searches</th>
              {withResults && <th scope="col">Products found</th>}
              {withResults && <th scope="col">Chose a result</th>}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}>
                <th scope="row">{row.query}</th>
                <td data-label="Searches">{count(row.searches, 'search', 'searches')}</td>
                {withResults && <td data-label="Products found">{row.results.toLocaleString('en-US')}</td>}
                {withResults && <td data-label="Chose a result">{chosenPercent(row)}%</td>}
                <td data-label="Actions">
                  <Actions row={row} {...act} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function SearchReport({ site: ownSite, onStart, startHref }: Props) {
  const [days, setDays] = useState<ReportPeriod>(7);
  const [site, setSite] = useState<Props['site']>(ownSite);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setReport(null);
    setError(null);
    searchReport(days, site)
      .then((found) => current && setReport(found))
      .catch((caught: unknown) => current && setError(studioMessage(caught)));
    return () => {
      current = false;
    };
  }, [days, site]);

  const act = { onStart, startHref };
  return (
    <section className="studio-panel" aria-labelledby="studio-searches-heading">
      <div className="studio-panel-head">
        <h2 id="studio-searches-heading">Searches</h2>
        <div className="studio-report-controls">
          <div role="group" aria-label="Period" className="studio-segmented">
            {REPORT_PERIODS.map((period) => (
              <button key={period} type="button" aria-pressed={days === period} onClick={() => setDays(period)}>
                Last {period} days
              </button>
            ))}
          </div>
          <label className="studio-inline-field">
            Site{' '}
            <select value={site} onChange={(e) => setSite(e.target.value as Props['site'])}>
              {SITES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <p className="studio-count" role="status" aria-busy={report === null && !error}>
        {report
          ? `What shoppers searched for on ${site} in the last ${days} days (since ${sinceLabel(report.since)}), counted without who searched.`
          : error
            ? ''
            : 'Loading searches…'}
      </p>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <>
          <Rows
            id="studio-no-results-heading"
            title="Searches that found nothing"
            rows={report.noResults}
            empty="Every search found something in this period."
            withResults={false}
            {...act}
          />
          <Rows
            id="studio-top-searches-heading"
            title="Top searches"
            rows={report.top}
            empty="No searches were made in this period."
            withResults
            {...act}
          />
        </>
      )}
    </section>
  );
}
