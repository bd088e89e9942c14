// Finds library images by the words of their description or name (asked for again a moment after the words stop
// changing, or when `refresh` moves on after an upload), says how many, and hands the images to the view that shows
// them: the library's cards or the picker's choices.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { listImages, studioMessage, type LibraryImage } from './api';
import { libraryStatus } from './format';

type Props = { refresh?: number; className?: string; children: (images: LibraryImage[]) => ReactNode };

export default function ImageSearch({ refresh = 0, className = '', children }: Props) {
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ images: LibraryImage[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      listImages(q)
        .then((answer) => {
          if (!current) return;
          setFound(answer);
          setError(null);
        })
        .catch((caught: unknown) => current && setError(studioMessage(caught)));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, refresh]);

  return (
    <>
      <div className={`studio-field ${className}`}>
        <label htmlFor={id}>Find images</label>
        <input
          id={id}
          type="search"
          placeholder="Words in the description or name"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <p className="studio-count" role="status" aria-busy={found === null && !error}>
        {error ??
          (found === null ? 'Loading images…' : libraryStatus(found.images.length, found.total, q.trim() !== ''))}
      </p>
      {found && found.images.length > 0 && children(found.images)}
    </>
  );
}
