// The access codes of the seeded clinics (README "Clinic access codes"), as their managers would hand them out.
import { readFileSync } from 'node:fs';

const seed = JSON.parse(readFileSync(new URL('../../src/content/clinics.json', import.meta.url), 'utf8')) as {
  clinics: { id: string; accessCode: string }[];
};

export function accessCode(clinicId: string): string {
  const clinic = seed.clinics.find((c) => c.id === clinicId);
  if (!clinic) throw new Error(`no seeded clinic ${clinicId}`);
  return clinic.accessCode;
}
