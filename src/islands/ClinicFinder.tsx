// The last step of staff registration (spec 000 §7 search-clinic, fetch-address, join-clinic): find the clinic,
// shelter or school by name, city or ZIP, check its address, and join it with the access code its manager hands out.
// Each call carries the customer's short-lived token (`jwt`), as the identity proxy expects.
import { useState, type FormEvent } from 'react';
import { CLINIC_SEARCH_MILES, type Clinic, type SearchType } from '../lib/account/clinic';
import { customerToken, type TokenOwner } from '../lib/account/token-client';
import { postJson } from '../lib/site/api-client';
import PostalLines from './parts/PostalLines';
import { useSubmission } from './parts/use-submission';

const SEARCH_LABELS: Record<SearchType, string> = { name: 'Name', city: 'City', zip: 'ZIP code' };

/** A ZIP search places each ZIP at the centre of its area, so the figure is a rough one. */
const distanceText = (miles: number) => (miles < 5 ? 'Nearby' : `About ${miles} mi away`);
const distanceShown = (clinics: Clinic[]) => clinics.some((c) => c.distanceMiles !== undefined);

export default function ClinicFinder({ customer }: { customer: TokenOwner }) {
  const identity = async <T,>(path: string, body: Record<string, unknown>) =>
    postJson<T>(`/api/identity/${path}`, { ...body, jwt: await customerToken(customer, 'identity') });
  const [searchType, setSearchType] = useState<SearchType>('name');
  const [results, setResults] = useState<Clinic[] | null>(null);
  /** The search the results answer, for the words around them. */
  const [searched, setSearched] = useState<{ type: SearchType; term: string } | null>(null);
  const [chosen, setChosen] = useState<Clinic | null>(null);
  const { busy, error, ready, run } = useSubmission();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchTerm = String(new FormData(event.currentTarget).get('searchTerm') ?? '').trim();
    return run(async () => {
      setResults((await identity<{ results: Clinic[] }>('search-clinic', { searchType, searchTerm })).results);
      setSearched({ type: searchType, term: searchTerm });
    });
  };
  const choose = (clinic: Clinic) =>
    run(async () => setChosen((await identity<{ clinic: Clinic }>('fetch-address', { clinicID: clinic.id })).clinic));
  const join = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const accessCode = String(new FormData(event.currentTarget).get('accessCode') ?? '').trim();
    return run(async () => {
      const answer = await identity<{ redirectTo: string }>('join-clinic', { groupID: chosen!.id, accessCode });
      window.location.assign(answer.redirectTo);
    });
  };

  if (chosen) {
    return (
      <section aria-labelledby="confirm-clinic">
        <h2 id="confirm-clinic">Is this your {chosen.kind}?</h2>
        <address className="address-card">
          <strong>{chosen.name}</strong>
          <br />
          <PostalLines address={chosen.address} />
        </address>
        <form className="account-form" onSubmit={join} aria-label={`Join ${chosen.name}`}>
          <p>
            <label htmlFor="clinic-access-code">Access code</label>
            <input
              id="clinic-access-code"
              name="accessCode"
              required
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="clinic-access-code-hint"
              aria-invalid={error ? true : undefined}
            />
            <span id="clinic-access-code-hint" className="field-hint">
              Your {chosen.kind}&rsquo;s manager gives staff this code. It looks like AB12-CD34.
            </span>
          </p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p className="address-actions">
            <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
              Confirm and Join
            </button>
            <button type="button" className="button secondary" onClick={() => setChosen(null)}>
              Back to results
            </button>
          </p>
        </form>
      </section>
    );
  }
  return (
    <section aria-labelledby="find-clinic">
      <h2 id="find-clinic">Find your clinic, shelter or school</h2>
      <form className="account-form" onSubmit={search} role="search" aria-label="Find your clinic">
        <fieldset className="purchase-choice">
          <legend>Search by</legend>
          {(Object.keys(SEARCH_LABELS) as SearchType[]).map((type) => (
            <label key={type} className={`purchase-option${searchType === type ? ' selected' : ''}`}>
              <input
                type="radio"
                name="searchType"
                value={type}
                checked={searchType === type}
                onChange={() => setSearchType(type)}
                disabled={!ready}
              />{' '}
              {SEARCH_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <p>
          <label htmlFor="clinic-term">Search</label>
          <input id="clinic-term" name="searchTerm" required minLength={2} maxLength={80} />
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
          Search
        </button>
      </form>
      {results &&
        (results.length === 0 ? (
          <p role="status">
            {searched?.type === 'zip' && /^\d{3,5}$/.test(searched.term)
              ? `No clinic, shelter or school within ${CLINIC_SEARCH_MILES} miles of ${searched.term}. Try its name or city.`
              : 'No clinic, shelter or school matches. Try another name, city or ZIP code.'}
          </p>
        ) : (
          <>
            <p role="status">
              {results.length === 1 ? '1 found' : `${results.length} found`}
              {searched?.type === 'zip' && distanceShown(results) ? `, nearest to ${searched.term} first.` : '.'}
            </p>
            <ul
              className="address-list"
              aria-label={searched?.type === 'zip' ? `Results, nearest to ${searched.term} first` : 'Results'}
            >
              {results.map((c) => (
                <li key={c.id} className="address-card">
                  <strong>{c.name}</strong>
                  <p>
                    {c.address.city}, {c.address.provinceCode} {c.address.zip}
                    {c.distanceMiles !== undefined && (
                      <>
                        <br />
                        <span className="field-hint">{distanceText(c.distanceMiles)}</span>
                      </>
                    )}
                  </p>
                  <button type="button" className="button secondary" onClick={() => choose(c)} disabled={busy}>
                    Choose<span className="visually-hidden"> {c.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
