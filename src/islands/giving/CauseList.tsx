// A list of causes to pick from, the shopper's current one marked: the featured causes and the search's results.
import type { GivingClient } from '../../lib/giving/client';
import type { Cause } from '../../lib/giving/types';
import CauseOption from './CauseOption';

type Props = {
  causes: readonly Cause[];
  selectedId: string | null;
  busy: boolean;
  client: GivingClient | null;
  onChoose: (cause: Cause) => void;
  label?: string;
};

export default function CauseList({ causes, selectedId, busy, client, onChoose, label }: Props) {
  return (
    <ul className="cause-list" aria-label={label} aria-busy={busy}>
      {causes.map((cause) => (
        <CauseOption
          key={cause.id}
          cause={cause}
          selected={cause.id === selectedId}
          busy={busy}
          client={client}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}
