// One cause to pick in the cause dialog: logo, name, where it is or what it does, and Choose. A portfolio says how many
// charities it gives to and can list them (loaded when first asked for).
import { useId, useState } from 'react';
import type { GivingClient } from '../../lib/giving/client';
import type { Cause } from '../../lib/giving/types';
import CauseLogo from './CauseLogo';

type Props = {
  cause: Cause;
  selected: boolean;
  busy: boolean;
  client: GivingClient | null;
  onChoose: (cause: Cause) => void;
};

function describe(cause: Cause): string {
  if (cause.isPortfolio) return cause.headline ?? 'Gives to several charities at once';
  const place = [cause.city, cause.state].filter(Boolean).join(', ');
  return [cause.categoryName, place].filter(Boolean).join(' · ');
}

export default function CauseOption({ cause, selected, busy, client, onChoose }: Props) {
  const [members, setMembers] = useState<Cause[] | null>(cause.portfolioCharities);
  const [open, setOpen] = useState(false);
  const listId = useId();

  async function toggle() {
    setOpen((was) => !was);
    if (members || !client) return;
    const portfolio = await client.portfolio(cause.id);
    setMembers(portfolio?.portfolioCharities ?? []);
  }

  return (
    <li className={`cause-option${selected ? ' cause-option--selected' : ''}`}>
      <CauseLogo cause={cause} size={48} />
      <div className="cause-option__text">
        <p className="cause-option__name">
          {cause.name}
          {cause.isPortfolio && <span className="cause-option__tag">Portfolio</span>}
        </p>
        <p className="cause-option__meta">{describe(cause)}</p>
        {cause.isPortfolio && (
          <button type="button" className="link-button" aria-expanded={open} aria-controls={listId} onClick={toggle}>
            {open ? 'Hide its charities' : 'Show its charities'}
          </button>
        )}
        {cause.isPortfolio && (
          <ul id={listId} className="portfolio-members" hidden={!open}>
            {members === null ? <li>Loading…</li> : members.map((m) => <li key={m.id}>{m.name}</li>)}
          </ul>
        )}
      </div>
      {selected ? (
        <span className="cause-option__chosen">Selected</span>
      ) : (
        <button
          type="button"
          className="button secondary cause-option__choose"
          aria-label={`Choose ${cause.name}`}
          disabled={busy}
          onClick={() => onChoose(cause)}
        >
          Choose
        </button>
      )}
    </li>
  );
}
