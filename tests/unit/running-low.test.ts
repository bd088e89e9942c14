// The running-low reminder (issue 42 §5): whose food it is, when the bag runs out and what the mail says.
import { describe, expect, it } from 'vitest';
import type { CatalogProduct, Variant } from '../../src/lib/catalog/types';
import { dueToday, petsFed, runningLowMail, runOut, whose } from '../../src/lib/orders/running-low';
import type { Pet } from '../../src/lib/pets/types';

const TODAY = '2026-11-29';
const max: Pet = {
  id: 'p1',
  name: 'Max',
  species: 'dog',
  birthday: '2018-04-02',
  breedSize: 'large',
  weightLb: 60,
  activity: 'normal',
  neutered: true,
  healthConditions: [],
};
const bella: Pet = { ...max, id: 'p2', name: 'Bella', birthday: '2021-01-10' };
const luna: Pet = { ...max, id: 'p3', name: 'Luna', species: 'cat', weightLb: 10, breedSize: undefined };

const food = (lifestage: string[], species: ('dog' | 'cat')[] = ['dog']) =>
  ({ attributes: { species, lifestage } }) as unknown as CatalogProduct;
const bag30 = { weight: 30, weightUnit: 'lbs', packCount: 1, sellingPlans: [] } as unknown as Variant;
const kibble = { perKg: 3600, perUnit: 363, unit: 'cup' as const };

describe('whose food a one-time purchase is (issue 42 §5)', () => {
  it('is the pets of the food’s species and, when it names lifestages, of those', () => {
    expect(petsFed([max, bella, luna], food([]), TODAY).map((p) => p.name)).toEqual(['Max', 'Bella']);
    expect(petsFed([max, bella, luna], food(['senior-dog']), TODAY).map((p) => p.name)).toEqual(['Max']);
    expect(petsFed([max, bella], food(['puppy']), TODAY)).toEqual([]);
    expect(whose([max, bella])).toBe('Max and Bella’s');
  });
});

describe('when a bag runs out (issue 42 §5)', () => {
  it('a 30 lb bag that Max eats 3 1/4 cups of a day, ordered on November 1, runs out on December 12', () => {
    const when = runOut([max], kibble, bag30, 1, '2026-11-01', TODAY);
    expect(when).toEqual({ days: 41, runsOutOn: '2026-12-12', remindOn: '2026-12-07' });
    expect(dueToday(when!, '2026-12-06')).toBe(false);
    expect(dueToday(when!, '2026-12-07')).toBe(true);
    expect(dueToday(when!, '2026-12-12')).toBe(true);
    expect(dueToday(when!, '2026-12-13')).toBe(false);
  });

  it('goes twice as fast shared by two dogs, and lasts twice as long when two bags were bought', () => {
    const shared = runOut([max, max], kibble, bag30, 1, '2026-11-01', TODAY)!;
    expect(shared.days).toBe(20);
    expect(runOut([max], kibble, bag30, 2, '2026-11-01', TODAY)!.days).toBe(83);
    expect(runOut([], kibble, bag30, 1, '2026-11-01', TODAY)).toBeNull();
  });
});

describe('the mail (issue 42 §5)', () => {
  const mail = runningLowMail({
    to: 'ari@example.com',
    firstName: 'Ari',
    pets: [max],
    productTitle: 'Adult Large Breed Chicken & Barley',
    variantTitle: '30 lb',
    quantity: 1,
    orderName: '#1042',
    orderedOn: '2026-11-01',
    runsOutOn: '2027-03-14',
    link: (path) => `https://shop.example${path}`,
    orderPath: '/account/orders/o1',
    productPath: '/products/science-diet/adult/chicken/30-lb',
  });

  it('names the pet and the day in its subject', () => {
    expect(mail.subject).toBe('Max’s food runs out around March 14');
  });

  it('says which bag and order, and links to buy again, to autoship, and to turn the mails off', () => {
    expect(mail.body).toContain(
      'The Adult Large Breed Chicken & Barley (30 lb) from your order #1042 of November 1, 2026',
    );
    expect(mail.body).toContain('around March 14, 2027');
    expect(mail.body).toContain('https://shop.example/account/orders/o1');
    expect(mail.body).toContain('https://shop.example/products/science-diet/adult/chicken/30-lb');
    expect(mail.body).toContain('https://shop.example/account/my-profile');
  });
});
