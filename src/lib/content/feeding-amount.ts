// A feeding guide's unit and a day's amount as a shopper reads it, apart from the content's schema so the browser can
// say an amount (the product page's feeding calculator) without loading the schema's validator.

/** What a feeding guide counts a day's food in, and the calorie figure each needs. */
export const FEEDING_UNITS = ['cup', 'can', 'tray', 'pouch', 'piece'] as const;
export type FeedingUnit = (typeof FEEDING_UNITS)[number];

/** What one of a guide's units is called where calories are given a unit: "cup", "can", … and "treat" for a piece. */
export const unitName = (unit: FeedingUnit): string => (unit === 'piece' ? 'treat' : unit);

/** A guide's unit as a day's amount is said: "1 1/4 cups", "1/2 can". */
export function feedingAmount(value: number, unit: FeedingUnit): string {
  const whole = Math.floor(value);
  const quarters = Math.round((value - whole) * 4);
  const carried = quarters === 4 ? whole + 1 : whole;
  const fraction = quarters === 4 || quarters === 0 ? '' : ['', '1/4', '1/2', '3/4'][quarters]!;
  const number = [carried > 0 ? String(carried) : '', fraction].filter(Boolean).join(' ') || '0';
  const plural = value > 1 || value === 0;
  const word = unit === 'pouch' ? (plural ? 'pouches' : 'pouch') : plural ? `${unit}s` : unit;
  return `${number} ${word}`;
}
