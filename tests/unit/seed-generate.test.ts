// The rules of the generated catalogue and history (npm run catalogue:generate): products only with values the facets
// know, sold where the store sells them, sizes and prices that agree; order counts that add up with the bulk buyer's
// 2,000; orders whose money follows the shop's charges; and the same seed giving the same data.
import { describe, expect, it } from 'vitest';
import facets from '../../src/content/facets.json';
import catalogue from '../../src/content/catalogue.json';
import { stateForZip } from '../../src/lib/site/us-states';
import { orderCharges } from '../../src/lib/checkout/charges';
import { seedProductContent } from '../../src/lib/seed/product-content';
import { seededRandom, timeOrderedUuid } from '../../src/lib/seed/generate/random';
import { casePrice, generateProducts, storeLines, type GeneratedProduct } from '../../src/lib/seed/generate/products';
import {
  BULK_BUYER_EMAIL,
  BULK_BUYER_ORDERS,
  FREE_SHIPPING_MINIMUM_CENTS,
  HISTORY_DAYS,
  makeCustomer,
  orderCounts,
  orderTimes,
  planOrder,
  type Sellable,
} from '../../src/lib/seed/generate/orders';

const knownSets = new Map<string, Set<string>>();
const known = (field: string, species: string) => {
  const key = `${field}/${species}`;
  if (!knownSets.has(key))
    knownSets.set(
      key,
      new Set(
        facets
          .find((f) => f.field === field)!
          .options.filter((o) => o.species.includes(species))
          .map((o) => (o.filter as { value: string }).value),
      ),
    );
  return knownSets.get(key)!;
};

const make = (count: number, seed = 1) =>
  generateProducts(
    { count, firstSku: 2_000_000, takenHandles: new Set(catalogue.products.map((p) => p.handle)) },
    seededRandom(seed),
  );

describe('generated products', () => {
  const products = make(2000);

  it('use only the facet values the store knows, for the species they are for', () => {
    for (const p of products) {
      const species = p.species[0]!;
      expect(p.species).toHaveLength(1);
      expect(known('brand', species)).toContain(p.brand);
      expect(known('sub_brand', species)).toContain(p.subBrand);
      expect(known('food_form', species)).toContain(p.foodForm);
      expect(known('pack_type', species)).toContain(p.packType);
      for (const value of p.lifestage) expect(known('lifestage', species)).toContain(value);
      for (const value of p.flavor) expect(known('flavor', species)).toContain(value);
      for (const value of p.healthConditions) expect(known('health_conditions', species)).toContain(value);
      for (const value of p.breedSize) expect(known('breed_size', 'dog')).toContain(value);
    }
  });

  it('are sold where the store sells their brand', () => {
    for (const p of products) {
      if (p.brand === 'prescription-diet') expect(p.sites).toEqual(['HPSF']);
      else if (p.brand === 'hills-treats') expect(p.sites).toEqual(['DTC']);
      else expect(p.sites).toEqual(['DTC', 'HPSF']);
    }
  });

  it('have unique handles and SKUs that start above the seed, and titles of the seed shape', () => {
    const handles = new Set(products.map((p) => p.handle));
    expect(handles.size).toBe(products.length);
    const skus = products.flatMap((p) => p.variants.map((v) => Number(v.sku)));
    expect(new Set(skus).size).toBe(skus.length);
    expect(Math.min(...skus)).toBe(2_000_000);
    for (const p of products) {
      expect(p.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.title).toMatch(
        /^(Science Diet|Prescription Diet|Hill's) .+ (Dry|Canned|Tray|Pouch) (Dog|Cat) Food$|Dog Treats$/,
      );
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(6);
      for (const tag of [...p.tags, ...p.variants.flatMap((v) => v.tags)]) expect(tag).toMatch(/^badge::[a-z-]+$/);
    }
  });

  it('draw from every line of the seed, in about the seed’s share of brands', () => {
    const lines = new Set(products.map((p) => `${p.brand}/${p.subBrand}/${p.species[0]}/${p.packType}`));
    expect(lines.size).toBe(storeLines().length);
    const share = (brand: string) => products.filter((p) => p.brand === brand).length / products.length;
    expect(share('science-diet')).toBeGreaterThan(0.45);
    expect(share('prescription-diet')).toBeGreaterThan(0.25);
    expect(share('hills-treats')).toBeGreaterThan(0.03);
  });

  it('weigh what their size says, and cost less a pound or an ounce as the pack grows', () => {
    for (const p of products) {
      const singles = p.variants.filter((v) => v.packCount === 1);
      for (const v of p.variants) {
        const [, amount, unit] = /^([\d.]+) (lb|oz)/.exec(v.size)!;
        expect(v.weightUnit).toBe(unit === 'lb' ? 'lbs' : 'oz');
        expect(v.weight).toBeCloseTo(Number(amount) * v.packCount, 5);
        expect(v.priceCents % 100).toBe(99);
        if (v.compareAtCents !== null) expect(v.compareAtCents).toBeGreaterThan(v.priceCents);
      }
      const perUnit = singles.map((v) => v.priceCents / v.weight);
      for (let i = 1; i < perUnit.length; i++)
        if (singles[i]!.weight > singles[i - 1]!.weight) expect(perUnit[i]).toBeLessThan(perUnit[i - 1]!);
    }
  });

  it('sell wet food by the can and by the case of 12 and 24, the whole case’s weight given', () => {
    const wet = products.filter((p) => p.foodForm === 'wet');
    expect(wet.length).toBeGreaterThan(100);
    for (const p of wet) {
      for (const single of p.variants.filter((v) => v.packCount === 1)) {
        for (const count of [12, 24] as const) {
          const pack = p.variants.find((v) => v.size === `${single.size}, case of ${count}`)!;
          expect(pack.packCount).toBe(count);
          expect(pack.weight).toBeCloseTo(single.weight * count, 5);
          expect(pack.priceCents).toBe(casePrice(single.priceCents, count));
          expect(pack.priceCents).toBeLessThan(single.priceCents * count);
        }
      }
    }
    // The seed's own cases are priced by the same rule.
    expect(casePrice(599, 12)).toBe(6499);
    expect(casePrice(599, 24)).toBe(12199);
    expect(casePrice(299, 24)).toBe(6099);
  });

  it('have content that passes the editors’ rules', () => {
    for (const p of products.slice(0, 300)) expect(() => seedProductContent(p)).not.toThrow();
  });

  it('are the same for the same seed, and go past every combination with numbered formulas', () => {
    const once = make(50, 9);
    expect(make(50, 9)).toEqual(once);
    expect(make(50, 10)).not.toEqual(once);
    const many: GeneratedProduct[] = make(24_000);
    expect(new Set(many.map((p) => p.handle)).size).toBe(24_000);
    expect(many.some((p) => p.title.includes(' Formula 2 '))).toBe(true);
  }, 30_000);
});

describe('generated customers and orders', () => {
  const now = Date.parse('2026-11-29T12:00:00.000Z');

  it('give the bulk buyer 2,000 orders and the rest a few each, with a long tail', () => {
    const counts = orderCounts(100_000, seededRandom(3));
    expect(counts[0]).toBe(BULK_BUYER_ORDERS);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100_000);
    const sorted = counts.slice(1).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(4);
    expect(sorted.at(-1)).toBeGreaterThan(50);
    expect(orderCounts(500, seededRandom(3))).toEqual([500]);
    expect(orderCounts(0, seededRandom(3))).toEqual([]);
  });

  it('live at an address whose ZIP is in their state', () => {
    const random = seededRandom(4);
    expect(makeCustomer(0, now, random).email).toBe(BULK_BUYER_EMAIL);
    for (let i = 1; i < 500; i++) {
      const { address, email } = makeCustomer(i, now, random);
      expect(stateForZip(address.zip)?.code).toBe(address.provinceCode);
      expect(email).toMatch(/^[a-z]+\.[a-z]+\.\d+@example\.com$/);
    }
  });

  it('order within the last three years, never after now', () => {
    const random = seededRandom(5);
    const times = orderTimes(BULK_BUYER_ORDERS, now, random, true);
    expect(times).toHaveLength(BULK_BUYER_ORDERS);
    expect(times[0]).toBeGreaterThanOrEqual(now - (HISTORY_DAYS + 1) * 86_400_000);
    expect(times.at(-1)).toBeLessThan(now);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('add up: lines to the subtotal, and subtotal less discount plus shipping and tax to the total', () => {
    const random = seededRandom(6);
    const shelf: Sellable[] = Array.from({ length: 40 }, (_, i) => ({
      variantId: String(42_000_000 + i),
      sku: String(2_000_000 + i),
      title: `Food ${i}`,
      variantTitle: 'Chicken / 5 lb',
      handle: `food-${i}`,
      priceCents: 999 + i * 100,
      autoship: i % 3 !== 0,
    }));
    const states = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const customer = makeCustomer(i + 1, now - 400 * 86_400_000, random);
      const at = now - random.int(0, 1000) * 3_600_000;
      const order = planOrder(customer, shelf, at, now, i % 5 === 0, random);
      expect(order.lines.length).toBeGreaterThan(0);
      expect(new Set(order.lines.map((l) => l.variantId)).size).toBe(order.lines.length);
      expect(order.subtotalCents).toBe(order.lines.reduce((s, l) => s + l.unitCents * l.quantity, 0));
      const goods = order.subtotalCents - order.discountCents;
      expect(order).toMatchObject(
        orderCharges(goods, goods >= FREE_SHIPPING_MINIMUM_CENTS, customer.address.provinceCode),
      );
      expect(order.totalCents).toBe(goods + order.shippingCents + order.taxCents);
      for (const l of order.lines) if (l.sellingPlanId) expect(l.autoship).toBe(true);
      if (order.state === 'open') expect(order.shippedAt).toBeNull();
      if (order.deliveredAt !== null) expect(order.deliveredAt).toBeLessThanOrEqual(now);
      if (order.shippedAt !== null) expect(order.shippedAt).toBeGreaterThan(at);
      states.set(order.state, (states.get(order.state) ?? 0) + 1);
    }
    expect(states.get('delivered')).toBeGreaterThan(1500);
    for (const state of ['shipped', 'open', 'cancelled', 'refunded']) expect(states.get(state)).toBeGreaterThan(0);
  });

  it('have ids in time order', () => {
    const random = seededRandom(8);
    const a = timeOrderedUuid(1_700_000_000_000, random);
    const b = timeOrderedUuid(1_700_000_000_001, random);
    expect(a < b).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
