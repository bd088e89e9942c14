import { describe, expect, it } from 'vitest';
import { drawPackage, lineName } from '../../src/lib/catalog/product-art';

const base = {
  brand: 'science-diet',
  line: 'Adult Light',
  flavor: 'Chicken & Barley',
  species: 'dog',
  packType: 'bag',
};

describe('drawn packaging', () => {
  it('writes the brand, line, flavour and species on the pack', () => {
    const svg = drawPackage(base);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const text of ['SCIENCE DIET', 'Adult Light', 'Chicken &#38; Barley', 'DOG']) expect(svg).toContain(text);
  });

  it('escapes text so a product name can never become markup', () => {
    const svg = drawPackage({ ...base, line: '<script>alert(1)</script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('draws a different shape for a bag, a can, a tray and a pouch', () => {
    const shapes = new Set(['bag', 'can', 'tray', 'pouch'].map((packType) => drawPackage({ ...base, packType })));
    expect(shapes.size).toBe(4);
  });

  it('names the line without the brand in front or the kind of food behind', () => {
    expect(lineName('Science Diet Adult Light Dry Dog Food')).toBe('Adult Light');
    expect(lineName('Prescription Diet k/d Kidney Care Canned Cat Food')).toBe('k/d Kidney Care');
    expect(lineName("Hill's Jerky Strips Dog Treats")).toBe('Jerky Strips');
  });
});
