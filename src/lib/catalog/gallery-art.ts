// The rest of a product's gallery, drawn by the shop like its front (product-art.ts): the back of the pack with its
// ingredients, a close look at the food itself, and the nutrition panel with the figures the page states. 600×600 SVG.
import type { ProductContent } from '../content/product-content';
import { analysisValue, unitName } from '../content/product-content';
import { escape, packColours, shape, wrap } from './product-art';

export type GalleryArtInput = {
  brand: string;
  foodForm: string;
  packType: string;
  /** Seeds where the pieces of food lie, so each product's picture is its own and the same every time. */
  handle: string;
  content: ProductContent;
};

const svg = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect width="600" height="600" fill="${background}"/>${body}</svg>`;

/** A small deterministic random source: the same handle draws the same picture. */
function random(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function drawBack({ brand, packType, content }: GalleryArtInput): string {
  const [colour, background] = packColours(brand);
  // The label sits inside the pack's outline: narrower on a can or a pouch, lower on a tray.
  const narrow = packType === 'can' || packType === 'pouch';
  const label = narrow
    ? { x: 205, y: 175, width: 190, height: 285, wrap: 19 }
    : packType === 'tray'
      ? { x: 160, y: 265, width: 280, height: 165, wrap: 30 }
      : { x: 175, y: 170, width: 250, height: 290, wrap: 27 };
  const room = packType === 'tray' ? 3 : 8;
  const lines = wrap(`${content.ingredients.slice(0, 8).join(', ')}…`, label.wrap).slice(0, room);
  const left = label.x + 15;
  const top = label.y + (packType === 'tray' ? 68 : 80);
  const text = lines
    .map((line, i) => `<text x="${left}" y="${top + i * 22}" font-size="16">${escape(line)}</text>`)
    .join('');
  const below = top + lines.length * 22 + (packType === 'tray' ? 10 : 30);
  const unit = unitName(content.feeding.unit);
  return svg(
    background,
    `${shape(packType, colour)}<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="10" fill="#ffffff"/><g font-family="Arial, Helvetica, sans-serif" fill="#34363B"><text x="${left}" y="${top - 35}" font-size="20" font-weight="700">INGREDIENTS</text>${text}<text x="${left}" y="${below}" font-size="15" font-weight="700">${content.calories.perUnit} kcal per ${unit}</text>${packType === 'tray' ? '' : `<text x="${left}" y="${below + 22}" font-size="15">Made in the USA</text>`}</g>`,
  );
}

export function drawTexture({ foodForm, handle }: GalleryArtInput): string {
  const next = random(handle);
  const pieces: string[] = [];
  const browns = ['#8B5A2B', '#A0522D', '#7B4A23', '#9C6B3C'];
  for (let i = 0; i < 70; i++) {
    const x = 40 + next() * 520;
    const y = 40 + next() * 520;
    const fill = browns[Math.floor(next() * browns.length)]!;
    const turn = Math.floor(next() * 180);
    if (foodForm === 'wet') {
      const extra = next();
      pieces.push(
        extra < 0.15
          ? `<circle cx="${x}" cy="${y}" r="9" fill="#5E9E3A"/>`
          : extra < 0.3
            ? `<rect x="${x}" y="${y}" width="18" height="14" rx="3" fill="#E67E22"/>`
            : `<rect x="${x}" y="${y}" width="38" height="28" rx="10" fill="${fill}" transform="rotate(${turn} ${x} ${y})"/>`,
      );
    } else if (foodForm === 'treats')
      pieces.push(
        `<rect x="${x}" y="${y}" width="44" height="22" rx="11" fill="${fill}" transform="rotate(${turn} ${x} ${y})"/>`,
      );
    else
      pieces.push(
        `<ellipse cx="${x}" cy="${y}" rx="22" ry="16" fill="${fill}" transform="rotate(${turn} ${x} ${y})"/>`,
      );
  }
  return svg(foodForm === 'wet' ? '#6B3F1D' : '#F3E9DC', pieces.join(''));
}

export function drawPanel({ content }: GalleryArtInput): string {
  const rows = content.analysis.slice(0, 10);
  const unit = unitName(content.feeding.unit);
  const body = rows
    .map(
      (row, i) =>
        `<text x="110" y="${190 + i * 30}" font-size="18">${escape(row.nutrient)}</text><text x="490" y="${190 + i * 30}" font-size="18" text-anchor="end">${escape(analysisValue(row))}</text><line x1="110" x2="490" y1="${198 + i * 30}" y2="${198 + i * 30}" stroke="#c9ccd1"/>`,
    )
    .join('');
  const bottom = 190 + rows.length * 30 + 30;
  return svg(
    '#F0F2F3',
    `<rect x="90" y="100" width="420" height="${bottom - 50}" rx="8" fill="#ffffff" stroke="#34363B" stroke-width="3"/><g font-family="Arial, Helvetica, sans-serif" fill="#34363B"><text x="110" y="145" font-size="24" font-weight="700">Guaranteed Analysis</text>${body}<text x="110" y="${bottom}" font-size="16">Calories: ${content.calories.perKg.toLocaleString('en-US')} kcal/kg, ${content.calories.perUnit} kcal/${unit}</text></g>`,
  );
}
