// The giving widget (spec 001 §2 "Widget placements", §4): on the product page it gives from the food's price, in the
// cart from the cart's lines, following the cart as it changes. It hides itself when the store, the site, the segment
// or the donation says so, and on any failure: the shopper never sees an error.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { $cart } from '../../lib/cart/store';
import { cartDonationLines } from '../../lib/giving/cart-donation-lines';
import { GIVING_EVENT_TYPES } from '../../lib/giving/widget-events';
import { CAMPAIGN_TYPE } from '../../lib/giving/types';
import type { Placement, WidgetView } from '../../lib/giving/widget-session';
import CauseDialog from './CauseDialog';
import DonationCard from './DonationCard';
import { useGivingSession } from './use-giving-session';
import { useTrackingAttribute } from './use-tracking-attribute';
import '../../styles/giving.css';

type Props = {
  storeId: string;
  site: string;
  /** On a product page: the variant shown and its price in dollars. Absent: the widget is the cart's. */
  product?: { cmsId: string; price: number };
};

const noExtraCost = (view: WidgetView) =>
  view.config.activeCampaigns.some((c) => c.isActive && c.campaignType === CAMPAIGN_TYPE.onlinePurchase)
    ? 'At no extra cost to you.'
    : null;

function GivingWidget({ storeId, site, product }: Props) {
  const cart = useStore($cart);
  const placement: Placement | null = product
    ? { kind: 'product', ...product }
    : cart && cart.lineItems.length > 0
      ? { kind: 'cart', ...cartDonationLines(cart) }
      : null;
  const { status, view, choose, clear, search, emit, client } = useGivingSession(storeId, site, placement);
  const [choosing, setChoosing] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  useTrackingAttribute(view?.trackingId ?? null);

  // One root element in every state, so the page keeps its place and assistive technology its region.
  const causes = !view ? [] : view.config.letShoppersChoose ? (view.selected ? [view.selected] : []) : view.recipients;
  // Where shoppers choose, a widget with no cause yet asks for one; otherwise it needs someone to give to.
  const shown = status === 'shown' && view !== null && (causes.length > 0 || view.config.letShoppersChoose);
  if (!shown)
    return (
      <section
        className={status === 'loading' ? 'giving giving--loading' : 'giving'}
        data-giving-widget=""
        aria-label="Giving back"
        aria-busy={status === 'loading'}
        hidden={status !== 'loading'}
      >
        <span className="giving-skeleton giving-skeleton--logo" />
        <span className="giving-skeleton__lines">
          <span className="giving-skeleton" />
          <span className="giving-skeleton giving-skeleton--short" />
        </span>
        <span className="visually-hidden">Loading giving options</span>
      </section>
    );
  const canChoose = view.config.letShoppersChoose;

  return (
    <section
      className="giving"
      data-giving-widget=""
      data-cause-id={causes.map((c) => c.id).join(',')}
      data-cause-origin={view.origin ?? undefined}
      aria-label="Giving back"
    >
      <DonationCard
        eyebrow={product ? 'Shop and give back' : 'Your order gives back'}
        amount={view.donation.totalDonationAmount}
        causes={causes}
        note={noExtraCost(view)}
        changeRef={changeButton}
        onChange={
          canChoose
            ? () => {
                setChoosing(true);
                emit(GIVING_EVENT_TYPES.opened);
              }
            : null
        }
      />
      {choosing && (
        <CauseDialog
          view={view}
          client={client}
          emit={emit}
          onChoose={choose}
          onClear={clear}
          search={search}
          onClose={() => {
            setChoosing(false);
            changeButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}

// Drawn on the server from its props alone (src/lib/site/island-render.ts keeps what it draws by them).
export default GivingWidget;
