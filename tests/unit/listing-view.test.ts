import { describe, expect, it } from 'vitest';
import { consumerTrail } from '../../src/lib/catalog/breadcrumbs';
import {
  lastPageLocation,
  listingDescription,
  listingHeading,
  listingParams,
  selectedLabels,
  trailInput,
} from '../../src/lib/catalog/listing-view';

describe('what a listing page says about its selection', () => {
  it('reads sort and page from the URL, falling back on anything unknown', () => {
    expect(listingParams(new URLSearchParams('sort=price-asc&page=3'))).toEqual({ sort: 'price-asc', page: 3 });
    expect(listingParams(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({ sort: null, page: 1 });
    expect(listingParams(new URLSearchParams('page=abc'))).toEqual({ sort: null, page: 1 });
    expect(listingParams(new URLSearchParams('page=999999'))).toEqual({ sort: null, page: 10_000 });
  });

  it("heads the page with the chosen options, the search, or the site's own name for everything", () => {
    expect(listingHeading({ species: ['dog'], food_form: ['dry-food'] }, 'DTC', null)).toBe('Dog · Dry Food');
    expect(listingHeading({}, 'DTC', 'salmon')).toBe('Search results for "salmon"');
    expect(listingHeading({}, 'DTC', null)).toBe('Shop All Pet Food');
    expect(listingHeading({}, 'HPSF', null)).toBe('Catalog');
  });

  it('names the chosen options in the order the breadcrumb walks down, then the rest (spec 000 §2 Breadcrumbs)', () => {
    const selection = { flavor: ['chicken'], food_form: ['dry-food'], lifestage: ['adult'], species: ['dog'] };
    const trail = consumerTrail(trailInput(selection, 'DTC')).map((crumb) => crumb.label);
    const heading = listingHeading(selection, 'DTC', null).split(' · ');
    // The trail says "Adult" where the filter says "Adult (1-6 years)": the same option, in the same place.
    expect(trail.slice(2)).toEqual(['Dog', 'Adult', 'Dry Food']);
    expect(heading).toEqual(['Dog', 'Adult (1-6 years)', 'Dry Food', 'Chicken']);
  });

  it('describes the listing for search results: what it shows, how many, and on which site', () => {
    expect(listingDescription('Dog · Dry Food', 24, 'DTC')).toBe(
      "Dog · Dry Food: 24 products at Hill's Pet Shop, in every size they come in, to buy once or on Autoship.",
    );
    expect(listingDescription('Catalog', 1, 'HPSF')).toBe(
      "Catalog: 1 product in the Hill's Professional Feeding Program catalog for clinic, shelter and school staff.",
    );
  });

  it('labels the staff breadcrumb with the chosen options (spec 000 §2)', () => {
    expect(selectedLabels({ species: ['cat'], brand: ['prescription-diet'] }, 'HPSF')).toEqual([
      'Cat',
      'Prescription Diet',
    ]);
  });

  it('builds the consumer trail input from the selection, brand slug treats meaning the treat brand (spec 000 §2)', () => {
    expect(
      trailInput({ species: ['dog'], brand: ['treats'], lifestage: ['senior'], food_form: ['treats'] }, 'DTC'),
    ).toEqual({
      species: 'dog',
      brand: 'hills-treats',
      petAge: 'senior',
      foodForm: 'treats',
    });
  });
});

describe('lastPageLocation', () => {
  const at = (path: string, pageCount: number) => lastPageLocation(new URL(path, 'http://shop.example'), pageCount);

  it('sends a page past the end to the last page, keeping the other parameters in their order', () => {
    expect(at('/products?page=99', 3)).toBe('/products?page=3');
    expect(at('/products?food-form=dry-food,wet-food&page=99&sort=title-asc', 2)).toBe(
      '/products?food-form=dry-food,wet-food&page=2&sort=title-asc',
    );
  });

  it('sends it to the first page, without a page parameter, when one page or none holds everything', () => {
    expect(at('/products?search=salmon&page=4', 1)).toBe('/products?search=salmon');
    expect(at('/products?search=zzqx&page=2', 0)).toBe('/products?search=zzqx');
  });

  it('leaves a page that exists alone', () => {
    expect(at('/products?page=3', 3)).toBeNull();
    expect(at('/products', 0)).toBeNull();
    expect(at('/products?page=abc', 3)).toBeNull();
  });
});
