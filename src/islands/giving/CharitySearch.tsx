// The charity search of the cause dialog (spec 001 §9): a name and a category, 25 a page, starting on category 3.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { categoryChoices, DEFAULT_SEARCH_CATEGORY } from '../../lib/giving/search-categories';
import type { CharityPage, CharitySearch as SearchQuery, GivingClient } from '../../lib/giving/client';
import { resultsSummary } from '../../lib/giving/donation-text';
import type { Cause } from '../../lib/giving/types';
import CauseList from './CauseList';

export const SEARCH_PAGE_SIZE = 25;
const CHOICES = categoryChoices();

type Props = {
  /** For a portfolio's charities. */
  client: GivingClient | null;
  /** Runs a search (the widget session's, which raises its errors). */
  find: (query: SearchQuery) => Promise<CharityPage>;
  selectedId: string | null;
  busy: boolean;
  onChoose: (cause: Cause) => void;
  onSearched: (query: Query) => void;
};
type Query = { q: string; categoryId: number | null; skip: number };

export default function CharitySearch({ client, find, selectedId, busy, onChoose, onSearched }: Props) {
  const id = useId();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(DEFAULT_SEARCH_CATEGORY);
  // The search whose results show: paging moves through it, whatever is typed meanwhile.
  const [shown, setShown] = useState<Query>({ q: '', categoryId: DEFAULT_SEARCH_CATEGORY, skip: 0 });
  const [page, setPage] = useState<CharityPage | null>(null);
  const [loading, setLoading] = useState(false);

  const search = useCallback(
    async (query: Query) => {
      setLoading(true);
      try {
        setPage(await find({ ...query, q: query.q.trim(), take: SEARCH_PAGE_SIZE }));
        setShown(query);
        onSearched(query);
      } finally {
        setLoading(false);
      }
    },
    [find, onSearched],
  );

  useEffect(() => {
    void search({ q: '', categoryId: DEFAULT_SEARCH_CATEGORY, skip: 0 });
    // Only the first time the dialog shows the search; later searches are the shopper's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void search({ q, categoryId, skip: 0 });
  }

  const { skip } = shown;
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  const current = Math.floor(skip / SEARCH_PAGE_SIZE) + 1;

  return (
    <section className="charity-search" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Find a charity</h3>
      <form role="search" className="charity-search__form" onSubmit={submit}>
        <label className="charity-search__field">
          <span>Charity name</span>
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="e.g. humane society" />
        </label>
        <label className="charity-search__field">
          <span>Category</span>
          <select
            value={categoryId ?? ''}
            onChange={(e) => {
              const next = e.target.value === '' ? null : Number(e.target.value);
              setCategoryId(next);
              void search({ q, categoryId: next, skip: 0 });
            }}
          >
            {CHOICES.map((c) => (
              <option key={c.id ?? 'all'} value={c.id ?? ''}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          Search
        </button>
      </form>
      <p className="charity-search__status" role="status">
        {loading ? 'Searching…' : page ? resultsSummary(skip, page.results.length, total) : ''}
      </p>
      <CauseList
        label="Search results"
        causes={page?.results ?? []}
        selectedId={selectedId}
        busy={busy || loading}
        client={client}
        onChoose={onChoose}
      />
      {pages > 1 && (
        <nav className="charity-search__pages" aria-label="Search result pages">
          <button
            type="button"
            className="button secondary"
            disabled={loading || current <= 1}
            onClick={() => void search({ ...shown, skip: skip - SEARCH_PAGE_SIZE })}
          >
            Previous
          </button>
          <span>
            Page {current} of {pages}
          </span>
          <button
            type="button"
            className="button secondary"
            disabled={loading || current >= pages}
            onClick={() => void search({ ...shown, skip: skip + SEARCH_PAGE_SIZE })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
