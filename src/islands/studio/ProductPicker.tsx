// Finds foods in this site's catalogue by words and adds one to a carousel by its handle.
import { useEffect, useId, useState } from 'react';
import { searchProducts, studioMessage, type ProductHit } from './api';

type Props = { chosen: string[]; onAdd: (handle: string) => void };

export default function ProductPicker({ chosen, onAdd }: Props) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ProductHit[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const words = query.trim();
    if (words.length < 2) {
      setHits([]);
      setMessage('');
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const found = await searchProducts(words);
        if (!current) return;
        setHits(found);
        setError(null);
        setMessage(found.length === 0 ? 'No food matches those words.' : `${found.length} foods found.`);
      } catch (caught) {
        if (current) setError(studioMessage(caught));
      }
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <div className="studio-picker">
      <label htmlFor={inputId}>Find a product to add</label>
      <input
        id={inputId}
        type="search"
        placeholder="Name, brand or food type"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="studio-hint" role="status">
        {message}
      </p>
      {error && (
        <p className="studio-field-error" role="alert">
          {error}
        </p>
      )}
      {hits.length > 0 && (
        <ul className="studio-hits" aria-label="Products found">
          {hits.map((hit) => {
            const added = chosen.includes(hit.handle);
            return (
              <li key={hit.handle}>
                {hit.featuredImage && <img src={hit.featuredImage.url} alt="" width="40" height="40" />}
                <span className="studio-hit-title">
                  {hit.title}
                  <span className="studio-muted"> {hit.handle}</span>
                </span>
                <button
                  type="button"
                  className="button secondary studio-small"
                  disabled={added}
                  onClick={() => onAdd(hit.handle)}
                >
                  {added ? 'Added' : 'Add'}
                  <span className="visually-hidden"> {hit.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
