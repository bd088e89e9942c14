// Where a guest's order would ship (spec 000 §3 Zip ranges, §5 Zip, §9; spec 001 §5 stock checks).

export const DEFAULT_GUEST_ZIP = '80011';

/** Low and high five-digit zips, both included. */
export type ZipRange = [string, string];
export type Destination = 'HOME' | 'CLINIC';
export type UserLocation = { zip: string; destination: Destination };

/** A ZIP is written as exactly five digits (spec 000 §5). */
export const ZIP_FORMAT = /^\d{5}$/;
export const isZipFormat = (zip: string) => ZIP_FORMAT.test(zip);

/** A zip the shop can deliver to: the override flag wins; otherwise five digits inside one of the stock ranges. */
export function isValidZip(zip: string, ranges: readonly ZipRange[], override = false): boolean {
  if (override) return true;
  if (!isZipFormat(zip)) return false;
  const value = Number(zip);
  return ranges.some(([low, high]) => Number(low) <= value && value <= Number(high));
}

/** The ranges list stores zips as numbers in places; `501` is the zip `00501`. A value no zip can be is a fault. */
export function padZip(n: number | string): string {
  const text = String(n).trim();
  if (!/^\d{1,5}$/.test(text)) throw new RangeError(`Not a zip code: "${text}"`);
  return text.padStart(5, '0');
}

/** The stored user location, `80011::HOME`. */
export function locationValue(zip: string, destination: Destination = 'HOME'): string {
  return `${zip}::${destination}`;
}

/** Reads a stored `zip::DESTINATION` back; anything else (an old or hand-edited value) is no location at all. */
export function parseLocation(value: string | null | undefined): UserLocation | null {
  const parts = (value ?? '').split('::');
  if (parts.length !== 2) return null;
  const [zip = '', destination = ''] = parts;
  if (!isZipFormat(zip)) return null;
  if (destination !== 'HOME' && destination !== 'CLINIC') return null;
  return { zip, destination };
}
