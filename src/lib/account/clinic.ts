// A clinic, shelter or school as the identity proxy answers it (spec 000 §3 clinicAddress), and how it is searched.
import type { AccountData } from './rules';

export type SearchType = 'name' | 'city' | 'zip';
export const CLINIC_PAGE_SIZE = 25;

export type Clinic = { id: string; name: string; kind: string; address: NonNullable<AccountData['clinicAddress']> };
