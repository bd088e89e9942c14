// Finds foods in this site's catalogue by words and adds one: a product to a carousel by its handle, or one size of
// it to the deals by its SKU (each size shown with its product's name, flavour and size).
import { useEffect, useId, useState } from 'react';
import { variantTitle } from '../../lib/catalog/variants';
import { searchProducts, studioMessage, type ProductHit } from './api';

type Props = { pick: 'handle' | 'sku'; chosen: string[]; onAdd: (value: string) => void };

/** One row of the hits: what is added, and how it is named on its row and its button. */
type Choice = { value: string; title: string; detail: string; image: ProductHit['featuredImage'] };

const choicesOf = (hits: ProductHit[], pick: Props['pick']): Choice[] =>
  hits.flatMap((hit) =>
    pick === 'handle'
      ? [{ value: hit.handle, title: hit.title, detail: hit.handle, image: hit.featuredImage }]
      : hit.variants.map((v) => ({
          value: v.sku,
          title: hit.title,
          detail: `${variantTitle(v)} · SKU ${v.sku}`,
          image: hit.featuredImage,
        })),
  );

export default function ProductPicker({ pick, chosen, onAdd }: Props) {
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

  const choices = choicesOf(hits, pick);
  return (
    <div className="studio-picker">
      <label htmlFor={inputId}>{pick === 'handle' ? 'Find a product to add' : 'Find a size to add'}</label>
      <input
        id={inputId}
        type="search"
        placeholder={pick === 'handle' ? 'Name, brand or food type' : 'Name, brand, food type or SKU'}
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
      {choices.length > 0 && (
        <ul className="studio-hits" aria-label={pick === 'handle' ? 'Products found' : 'Sizes found'}>
          {choices.map((choice) => {
            const added = chosen.includes(choice.value);
            return (
              <li key={choice.value}>
                {choice.image && <img src={choice.image.url} alt="" width="40" height="40" />}
                <span className="studio-hit-title">
                  {choice.title}
                  <span className="studio-muted"> {choice.detail}</span>
                </span>
                <button
                  type="button"
                  className="button secondary studio-small"
                  disabled={added}
                  onClick={() => onAdd(choice.value)}
                >
                  {added ? 'Added' : 'Add'}
                  <span className="visually-hidden">
                    {' '}
                    {choice.title}
                    {pick === 'sku' && `, ${choice.detail}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
