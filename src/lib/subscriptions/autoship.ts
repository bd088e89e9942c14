// An autoship as My Autoships shows it: the mapped subscription (spec 000 §3) with what the page shows of its food.
import type { Money } from '../site/money';
import type { Refusal } from './changes';
import type { Subscription } from './rows';

/** Spec 000 §5, §9: at most 5 of one food on Autoship, and a line never holds fewer than 1 (the cart keeps these too). */
export const MAX_AUTOSHIP_LINE_QUANTITY = 5;
export const MIN_LINE_QUANTITY = 1;

export type Autoship = Subscription & {
  title: string;
  variantTitle: string;
  handle: string | null;
  image: { url: string; alt: string } | null;
  price: Money | null;
  frequencies: { days: number; label: string }[];
};

export type ChangeAnswer = { subscription: Autoship | null; userErrors: Refusal[] };
