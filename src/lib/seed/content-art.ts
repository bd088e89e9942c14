// Illustrations for the seeded home page, drawn as SVG from the shop's own packaging art and simple shapes (nothing
// is fetched). The seed rasterises them to PNG, so the image store holds what an editor would upload.
import { drawPackage, type ArtInput } from '../catalog/product-art';

export type ContentArt = { id: string; width: number; height: number; alt: string; svg: string };

const BLUE = '#0054A4';
const DARK_BLUE = '#003672';
const LIGHT_BLUE = '#F1F6FB';
const SAND = '#F6EBDD';
const KIBBLE = ['#B4793F', '#9A6232', '#C98F52'];

const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

/** A package drawn at `size` px with its top-left corner at x, y, without its square background. */
function pack(input: ArtInput, x: number, y: number, size: number): string {
  const body = inner(drawPackage(input)).replace(/^<rect width="600" height="600" fill="[^"]+"\/>/, '');
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 600 600">${body}</svg>`;
}

/** A bowl heaped with kibble, centred on cx, its rim at y. */
function bowl(cx: number, y: number, width: number, colour = BLUE): string {
  const half = width / 2;
  const pieces = Array.from({ length: 22 }, (_, i) => {
    const px = cx - half * 0.8 + ((i * 37) % 100) * (width * 0.008);
    const py = y - 12 - ((i * 53) % 5) * 7 - (Math.abs(px - cx) < half * 0.4 ? 14 : 0);
    return `<ellipse cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" rx="${(width * 0.035).toFixed(0)}" ry="${(width * 0.025).toFixed(0)}" fill="${KIBBLE[i % 3]}"/>`;
  }).join('');
  return (
    `<ellipse cx="${cx}" cy="${y}" rx="${half * 0.86}" ry="${width * 0.08}" fill="${KIBBLE[1]}"/>${pieces}` +
    `<path d="M${cx - half} ${y}h${width}l-${width * 0.12} ${width * 0.3}H${cx - half + width * 0.12}z" fill="${colour}"/>` +
    `<rect x="${cx - half}" y="${y - 6}" width="${width}" height="18" rx="9" fill="${DARK_BLUE}"/>`
  );
}

function paw(x: number, y: number, scale: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"><ellipse cx="0" cy="14" rx="16" ry="13"/><circle cx="-17" cy="-6" r="7"/><circle cx="-6" cy="-16" r="7"/><circle cx="6" cy="-16" r="7"/><circle cx="17" cy="-6" r="7"/></g>`;
}

const frame = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

const dogBag: ArtInput = {
  brand: 'science-diet',
  line: 'Adult',
  flavor: 'Chicken & Barley',
  species: 'dog',
  packType: 'bag',
};
const catBag: ArtInput = {
  brand: 'science-diet',
  line: 'Adult Indoor',
  flavor: 'Chicken',
  species: 'cat',
  packType: 'bag',
};
const puppyBag: ArtInput = {
  brand: 'science-diet',
  line: 'Puppy',
  flavor: 'Chicken & Brown Rice',
  species: 'dog',
  packType: 'bag',
};

function hero(id: string, alt: string, packs: ArtInput[], accent: string): ContentArt {
  const [w, h] = [1200, 960];
  const paws = [paw(140, 150, 1.4, '#ffffff'), paw(1040, 120, 1.1, '#ffffff'), paw(1080, 820, 1.6, '#ffffff')];
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${LIGHT_BLUE}"/><stop offset="1" stop-color="#DCE9F7"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="600" cy="470" r="380" fill="${accent}" opacity="0.16"/>` +
    `<circle cx="600" cy="470" r="280" fill="#ffffff" opacity="0.7"/>${paws.join('')}` +
    `<rect x="0" y="780" width="${w}" height="180" fill="${SAND}"/>` +
    pack(packs[1]!, 40, 230, 520) +
    pack(packs[2]!, 640, 230, 520) +
    pack(packs[0]!, 290, 120, 600) +
    bowl(980, 820, 260, accent);
  return { id, width: w, height: h, alt, svg: frame(w, h, body) };
}

function twoColumn(id: string, alt: string, packs: ArtInput[]): ContentArt {
  const [w, h] = [1000, 800];
  const leaves = [
    [180, 160, -30],
    [820, 180, 25],
    [860, 620, -15],
  ]
    .map(
      ([x, y, r]) =>
        `<path transform="translate(${x} ${y}) rotate(${r})" d="M0 -60C40 -30 40 30 0 60C-40 30 -40 -30 0 -60z" fill="#2E7D32" opacity="0.8"/>`,
    )
    .join('');
  const body =
    `<rect width="${w}" height="${h}" fill="${SAND}"/><circle cx="500" cy="400" r="330" fill="#ffffff"/>${leaves}` +
    pack(packs[0]!, 150, 90, 480) +
    pack(packs[1]!, 380, 130, 480) +
    bowl(500, 640, 320);
  return { id, width: w, height: h, alt, svg: frame(w, h, body) };
}

function promotion(id: string, alt: string): ContentArt {
  const [w, h] = [800, 600];
  const days = Array.from({ length: 9 }, (_, i) => {
    const x = 112 + (i % 3) * 74;
    const y = 250 + Math.floor(i / 3) * 48;
    return `<rect x="${x}" y="${y}" width="50" height="32" rx="6" fill="${i === 4 ? BLUE : '#DCE9F7'}"/>`;
  }).join('');
  const body =
    `<rect width="${w}" height="${h}" fill="${DARK_BLUE}"/><circle cx="560" cy="320" r="240" fill="${LIGHT_BLUE}"/>` +
    // A calendar beside the food it brings: delivery on a schedule.
    `<rect x="80" y="150" width="260" height="250" rx="24" fill="#ffffff"/>` +
    `<path d="M80 174a24 24 0 0 1 24-24h212a24 24 0 0 1 24 24v46H80z" fill="#E8A33D"/>${days}` +
    pack(
      { brand: 'science-diet', line: 'Adult', flavor: 'Savory Stew', species: 'dog', packType: 'can' },
      350,
      130,
      360,
    ) +
    pack(
      { brand: 'science-diet', line: 'Indoor', flavor: 'Chicken', species: 'cat', packType: 'pouch' },
      500,
      180,
      320,
    );
  return { id, width: w, height: h, alt, svg: frame(w, h, body) };
}

const ICONS: Record<string, string> = {
  vet: '<rect x="40" y="20" width="16" height="56" rx="3"/><rect x="20" y="40" width="56" height="16" rx="3"/>',
  truck:
    '<rect x="10" y="30" width="46" height="32" rx="4"/><path d="M58 40h16l12 12v10H58z"/><circle cx="26" cy="68" r="8"/><circle cx="72" cy="68" r="8"/>',
  heart: '<path d="M48 80 18 50a16 16 0 0 1 30-22 16 16 0 0 1 30 22z"/>',
  bowl: '<path d="M14 46h68l-10 28H24z"/><ellipse cx="48" cy="46" rx="30" ry="8" fill="#B4793F"/>',
  clinic: '<path d="M14 44 48 16l34 28v38H14z"/><rect x="42" y="50" width="12" height="32" fill="#ffffff"/>',
};

function badgeIcon(id: string, icon: string, alt = ''): ContentArt {
  const body = `<circle cx="48" cy="48" r="48" fill="${LIGHT_BLUE}"/><g fill="${BLUE}" transform="translate(12 12) scale(0.75)">${ICONS[icon]}</g>`;
  return { id, width: 96, height: 96, alt, svg: frame(96, 96, body) };
}

export function contentArt(): ContentArt[] {
  return [
    hero(
      'home-hero.png',
      'Bags of Science Diet dog and cat food beside a full food bowl',
      [dogBag, catBag, puppyBag],
      BLUE,
    ),
    hero(
      'home-hero-program.png',
      'Bags of Prescription Diet and Science Diet food beside a full food bowl',
      [
        { brand: 'prescription-diet', line: 'c/d Multicare', flavor: 'Chicken', species: 'dog', packType: 'bag' },
        catBag,
        { brand: 'prescription-diet', line: 'k/d Kidney Care', flavor: 'Chicken', species: 'cat', packType: 'bag' },
      ],
      '#9B1B30',
    ),
    twoColumn('home-vets.png', 'A bowl of kibble in front of two bags of dry food', [puppyBag, dogBag]),
    twoColumn('home-clinic.png', 'Two bags of food ready to ship to a clinic', [
      { brand: 'prescription-diet', line: 'i/d Digestive Care', flavor: 'Chicken', species: 'dog', packType: 'bag' },
      catBag,
    ]),
    promotion('home-autoship.png', 'A delivery calendar beside a can and a pouch of wet food'),
    badgeIcon('badge-vet.png', 'vet'),
    badgeIcon('badge-truck.png', 'truck'),
    badgeIcon('badge-heart.png', 'heart'),
    badgeIcon('badge-bowl.png', 'bowl'),
    badgeIcon('badge-clinic.png', 'clinic'),
  ];
}
