// How far apart two ZIP codes are, as the crow flies: each ZIP stands for the centre of its three-digit prefix area
// (src/content/zip3-centroids.json), which places a ZIP within a few miles in a city and a few dozen in the country.
import table from '../../content/zip3-centroids.json';

export type Point = { lat: number; lng: number };

const CENTROIDS: Readonly<Record<string, readonly number[]>> = table.centroids;
const EARTH_RADIUS_MILES = 3958.8;

/** The centre of the area of a ZIP or of a ZIP's first three or more digits; null when no such area is known. */
export function zipPoint(zipOrPrefix: string): Point | null {
  if (!/^\d{3,5}$/.test(zipOrPrefix)) return null;
  const [lat, lng] = CENTROIDS[zipOrPrefix.slice(0, 3)] ?? [];
  return lat === undefined || lng === undefined ? null : { lat, lng };
}

/** The great-circle distance in miles (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The three-digit prefixes whose areas lie within `miles` of a point, for a query to narrow its rows by. */
export function prefixesWithin(origin: Point, miles: number): string[] {
  return Object.entries(CENTROIDS).flatMap(([prefix, [lat, lng]]) =>
    lat !== undefined && lng !== undefined && milesBetween(origin, { lat, lng }) <= miles ? [prefix] : [],
  );
}
