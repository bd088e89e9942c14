// The add-to-cart dialog of a list of product cards (spec 000 §2 Add-to-cart dialog, §4 "Add to cart"): one for the
// whole list instead of one in every card. A card's Add to Cart (src/lib/cart/card-cart.ts) hands it the line the
// server answered with; closing it puts focus back on that card's button.
import { useMemo, useSyncExternalStore } from 'react';
import { $cardAdded } from '../lib/cart/card-cart';
import AddedDialog from './parts/AddedDialog';

type Props = {
  /** The list's `data-item-list`: the dialog answers the cards of its own list only. */
  list: string;
  /** Staff see no prices (spec 000 §1). */
  staff: boolean;
};

function CardAddedDialog({ list, staff }: Props) {
  // It hydrates on the card's event, when the line is already there: the first render matches the server's (no dialog),
  // then the dialog opens.
  const added = useSyncExternalStore($cardAdded.listen, $cardAdded.get, () => null);
  const shown = added?.list === list ? added : null;
  const opener = useMemo(() => ({ current: shown?.opener ?? null }), [shown]);
  return (
    <AddedDialog
      line={shown?.line ?? null}
      added={shown?.quantity ?? 0}
      showPrice={!staff}
      onClose={() => $cardAdded.set(null)}
      opener={opener}
    />
  );
}

// Drawn on the server from its props alone (src/lib/site/island-render.ts keeps what it draws by them).
export default CardAddedDialog;
