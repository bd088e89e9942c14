import { BRANDS } from './brands';

// Packaging drawn by the shop for each product (no image is fetched): a bag, can, tray or pouch in the brand's colour,
// with the line and flavour written on it. 600×600 SVG; the image endpoint turns it into webp.
export type ArtInput = { brand: string; line: string; flavor: string; species: string; packType: string };

const BRAND_COLOURS: Record<string, [string, string]> = {
  'science-diet': ['#0054A4', '#F1F6FB'],
  'prescription-diet': ['#9B1B30', '#FBEFF1'],
  'hills-treats': ['#2E7D32', '#EEF6EE'],
};

/** The pack's colour and the picture's background, by brand. */
export const packColours = (brand: string): [string, string] => BRAND_COLOURS[brand] ?? BRAND_COLOURS['science-diet']!;

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pack's outline in its colour: a bag, can, tray or pouch. */
export function shape(packType: string, colour: string): string {
  switch (packType) {
    case 'can':
      return `<rect x="190" y="150" width="220" height="330" rx="24" fill="${colour}"/><ellipse cx="300" cy="150" rx="110" ry="22" fill="#c9ccd1"/><ellipse cx="300" cy="480" rx="110" ry="22" fill="${colour}"/>`;
    case 'tray':
      return `<path d="M130 250h340l-30 190H160z" fill="${colour}"/><rect x="120" y="232" width="360" height="26" rx="8" fill="#c9ccd1"/>`;
    case 'pouch':
      return `<path d="M200 120h200l20 360q-120 40-240 0z" fill="${colour}"/><rect x="200" y="120" width="200" height="24" fill="#c9ccd1"/>`;
    default:
      return `<path d="M170 110h260l30 380q-160 40-320 0z" fill="${colour}"/><path d="M170 110h260l-10 40H180z" fill="#00000033"/>`;
  }
}

/** Words wrapped to lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function drawPackage(input: ArtInput): string {
  const [colour, background] = packColours(input.brand);
  const narrow = input.packType === 'can' || input.packType === 'pouch';
  const text = [...wrap(input.line, narrow ? 13 : 16), ...wrap(input.flavor, narrow ? 13 : 16)].slice(0, 5);
  const top = input.packType === 'tray' ? 300 : 240;
  const lines = text
    .map(
      (line, i) =>
        `<text x="300" y="${top + i * 34}" text-anchor="middle" font-size="${i === 0 ? 30 : 24}" font-weight="${i === 0 ? 700 : 400}">${escape(line)}</text>`,
    )
    .join('');
  const pet = input.species === 'cat' ? 'CAT' : 'DOG';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect width="600" height="600" fill="${background}"/>${shape(input.packType, colour)}<g fill="#ffffff" font-family="Arial, Helvetica, sans-serif"><text x="300" y="${top - 50}" text-anchor="middle" font-size="20" letter-spacing="3">${escape(BRANDS[input.brand as keyof typeof BRANDS]?.label.toUpperCase() ?? '')}</text>${lines}<text x="300" y="${input.packType === 'tray' ? 425 : 455}" text-anchor="middle" font-size="22" font-weight="700" letter-spacing="6">${pet}</text></g></svg>`;
}

/** The line name printed on the pack: the title without the brand in front or the kind of food behind. */
export const lineName = (title: string) =>
  title
    .replace(/^(Science Diet|Prescription Diet|Hill's)\s+/, '')
    .replace(/\s*(Dry|Canned|Tray|Pouch)?\s*(Dog|Cat)\s+(Food|Treats)$/, '');
