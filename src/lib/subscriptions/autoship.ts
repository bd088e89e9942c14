// An autoship as My Autoships shows it: the mapped subscription (spec 000 §3) with what the page shows of its food.
import type { Money } from '../site/money';
import type { Refusal } from './changes';
import type { Subscription } from './mapping';

export type Autoship = Subscription & {
  title: string;
  variantTitle: string;
  handle: string | null;
  image: { url: string; alt: string } | null;
  price: Money | null;
  frequencies: { days: number; label: string }[];
};

export type ChangeAnswer = { subscription: Autoship | null; userErrors: Refusal[] };
