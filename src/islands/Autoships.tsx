// My Autoships (spec 000 §2, §3): the customer's autoships, running ones first, each kept by its card.
import { useState } from 'react';
import type { Autoship } from '../lib/subscriptions/autoship';
import AutoshipCard from './parts/AutoshipCard';

/** `staff`: the staff site sells no autoship and shows no prices (spec 000 §1), so its empty page offers neither. */
export default function Autoships({ initial, staff }: { initial: Autoship[]; staff: boolean }) {
  const [autoships, setAutoships] = useState(initial);
  if (autoships.length === 0) {
    return staff ? (
      <p className="notice">
        You have no autoships. Program orders are placed one at a time: add food from the catalog to your cart and check
        out whenever you need it. <a href="/products">Browse the catalog</a>
      </p>
    ) : (
      <p className="notice">
        You have no autoships yet. Choose Autoship on a food’s page to have it delivered on a schedule and save 5%.{' '}
        <a href="/products">Shop for food</a>
      </p>
    );
  }
  const replace = (next: Autoship) => setAutoships((list) => list.map((a) => (a.id === next.id ? next : a)));
  return (
    <div className="autoship-list">
      {autoships.map((a) => (
        <AutoshipCard key={a.id} autoship={a} onChange={replace} />
      ))}
    </div>
  );
}
