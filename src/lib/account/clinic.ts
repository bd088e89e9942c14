// A clinic, shelter or school as the identity proxy answers it (spec 000 §3 clinicAddress), and how it is searched.
import type { AccountData } from './rules';

export type SearchType = 'name' | 'city' | 'zip';
export const CLINIC_PAGE_SIZE = 25;
/** How far a ZIP search looks: about the distance a staff member drives to work. */
export const CLINIC_SEARCH_MILES = 100;

export type Clinic = {
  id: string;
  name: string;
  kind: string;
  address: NonNullable<AccountData['clinicAddress']>;
  /** In a ZIP search: about how many miles from the ZIP searched for. */
  distanceMiles?: number;
};
