// Finding a clinic by ZIP (spec 000 §7 search-clinic): by distance, nearest first. Kept apart from clinic.ts, which the
// clinic finder island reads, so that the ZIP areas table stays on the server.
import { milesBetween, zipPoint, type Point } from '../site/zip-distance';
import { CLINIC_PAGE_SIZE, CLINIC_SEARCH_MILES, type Clinic } from './clinic';

/**
 * A ZIP search, nearest first: the clinics within CLINIC_SEARCH_MILES of the ZIP (or ZIP start) searched for, the
 * distance rounded to a mile; among equally near ones, the ZIP closest in number, then by name. Null when the ZIP's
 * area is unknown, for the caller to match the ZIP's start instead.
 */
export function nearestClinics(clinics: readonly Clinic[], term: string, miles = CLINIC_SEARCH_MILES): Clinic[] | null {
  const origin = zipPoint(term);
  if (!origin) return null;
  const wanted = Number(term.padEnd(5, '0'));
  return clinics
    .flatMap((clinic) => {
      const at: Point | null = zipPoint(clinic.address.zip);
      const distance = at ? milesBetween(origin, at) : Infinity;
      return distance <= miles ? [{ clinic, distance, gap: Math.abs(Number(clinic.address.zip) - wanted) }] : [];
    })
    .sort((a, b) => a.distance - b.distance || a.gap - b.gap || a.clinic.name.localeCompare(b.clinic.name))
    .slice(0, CLINIC_PAGE_SIZE)
    .map(({ clinic, distance }) => ({ ...clinic, distanceMiles: Math.round(distance) }));
}
