// Asks where the selected words of a rich text should lead: a path of the shop or a full address.
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from './form-context';

export default function LinkDialog({ onDone }: { onDone: (href: string | null) => void }) {
  const form = useForm();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState('');
  useEffect(() => input.current?.focus(), []);
  const apply = () => onDone(/^(\/|https?:|mailto:|tel:)/.test(href.trim()) ? href.trim() : null);

  return (
    <div className="studio-link-dialog" role="group" aria-label="Add a link">
      <label htmlFor={id}>Link to</label>
      <input
        id={id}
        ref={input}
        type="text"
        list={form.linksId}
        placeholder="/products/dog or https://…"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') onDone(null);
        }}
      />
      <button type="button" className="button studio-small" onClick={apply}>
        Add link
      </button>
      <button type="button" className="button secondary studio-small" onClick={() => onDone(null)}>
        Cancel
      </button>
    </div>
  );
}
