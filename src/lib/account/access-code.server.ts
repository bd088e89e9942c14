// Clinic access codes are kept as scrypt hashes (node:crypto), like passwords: a leaked table gives nobody a code.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { normalizeAccessCode } from './access-code';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const LENGTH = 32;

export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(normalizeAccessCode(code), salt, LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function accessCodeMatches(code: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(normalizeAccessCode(code), Buffer.from(salt, 'base64url'), LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
