// Logos drawn by the shop (no image is fetched): a cause's initials on its category's colour, and each of the 26
// category images (spec 001 §9) as its initials on the same colour. 120×120 SVG. Pure.
import { categoryName } from './categories';

const COLOURS = ['#0054A4', '#2E7D32', '#9B1B30', '#6A1B9A', '#00838F', '#E65100', '#37474F', '#AD1457'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials of the words that start with a letter ("Denver Paws Rescue League" → "DP"). */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[A-Za-z]/)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

export const categoryColour = (categoryId: number): string => COLOURS[Math.abs(categoryId) % COLOURS.length]!;

function badge(text: string, colour: string, title: string, round: boolean): string {
  const shape = round
    ? `<circle cx="60" cy="60" r="58" fill="${colour}"/>`
    : `<rect x="2" y="2" width="116" height="116" rx="18" fill="${colour}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">` +
    `<title>${escape(title)}</title>${shape}` +
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="44" font-weight="700" fill="#ffffff">${escape(text)}</text></svg>`
  );
}

export const drawCauseLogo = (name: string, categoryId: number): string =>
  badge(initials(name), categoryColour(categoryId), name, true);

export const drawCategoryLogo = (categoryId: number): string =>
  badge(initials(categoryName(categoryId)), categoryColour(categoryId), categoryName(categoryId), false);
