// Autoship chosen outside the purchase panel (issue 42 §2 "one control to pick it"): through the store on the same
// page, through the address's fragment on another size's page.
import { describe, expect, it } from 'vitest';
import {
  $purchaseChoice,
  choosePurchase,
  purchaseFragment,
  purchaseFromFragment,
} from '../../src/lib/cart/purchase-choice';

const PLANS = ['autoship-2w', 'autoship-4w'];

describe('a purchase choice (issue 42 §2)', () => {
  it('reaches the panel as a new request each time, even the same choice twice', () => {
    const seen: unknown[] = [];
    const stop = $purchaseChoice.listen((choice) => seen.push(choice));
    choosePurchase({ sku: '10028', planId: 'autoship-4w', quantity: 1 });
    choosePurchase({ sku: '10028', planId: 'autoship-4w', quantity: 1 });
    stop();
    expect(seen).toEqual([
      { sku: '10028', planId: 'autoship-4w', quantity: 1 },
      { sku: '10028', planId: 'autoship-4w', quantity: 1 },
    ]);
  });

  it('rides to another size’s page in the fragment and is read back there', () => {
    expect(purchaseFragment('autoship-4w')).toBe('#autoship=autoship-4w');
    expect(purchaseFragment('autoship-2w', 2)).toBe('#autoship=autoship-2w&quantity=2');
    expect(purchaseFromFragment('#autoship=autoship-2w&quantity=2', '10028', PLANS)).toEqual({
      sku: '10028',
      planId: 'autoship-2w',
      quantity: 2,
    });
    expect(purchaseFromFragment('#autoship=autoship-4w', '10028', PLANS)?.quantity).toBe(1);
  });

  it('ignores a fragment naming a plan the size does not offer, or anything else', () => {
    expect(purchaseFromFragment('#autoship=autoship-9w', '10028', PLANS)).toBeNull();
    expect(purchaseFromFragment('#feeding', '10028', PLANS)).toBeNull();
    expect(purchaseFromFragment('#autoship=autoship-4w&quantity=0', '10028', PLANS)).toBeNull();
    expect(purchaseFromFragment('', '10028', PLANS)).toBeNull();
  });
});
