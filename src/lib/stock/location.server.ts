// The shopper's delivery location, `zip::HOME` (spec 000 §3), kept in a cookie so the server renders stock for it.
// It is not secret; a guest without one is at the default ZIP 80011 (spec 000 §1).
import type { AstroCookies } from 'astro';
import { DEFAULT_GUEST_ZIP, locationValue, parseLocation, type UserLocation } from '../catalog/zip';
import { features } from '../site/config.server';
import { stateForZip } from '../site/us-states';

export const LOCATION_COOKIE = 'user_location';

export function shopperLocation(cookies: AstroCookies): UserLocation & { chosen: boolean } {
  const saved = parseLocation(cookies.get(LOCATION_COOKIE)?.value);
  return saved ? { ...saved, chosen: true } : { zip: DEFAULT_GUEST_ZIP, destination: 'HOME', chosen: false };
}

export function saveShopperLocation(cookies: AstroCookies, location: UserLocation, secure: boolean): void {
  cookies.set(LOCATION_COOKIE, locationValue(location.zip, location.destination), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** Shoppers in Hawaii see "See checkout for delivery date" while the Hawaii-shipping flag is on (spec 000 §2). */
export const showsHawaiiNote = (location: UserLocation): boolean => features().hawaiiShipping && stateForZip(location.zip)?.code === 'HI';

/** A staff member who joined a clinic shops for it: stock is for the clinic's ZIP, delivered to the CLINIC. */
export function requestLocation(cookies: AstroCookies, user: App.Locals['user']): UserLocation & { chosen: boolean } {
  const clinicZip = user?.kind === 'staff' ? user.data.clinicAddress?.zip : undefined;
  return clinicZip ? { zip: clinicZip, destination: 'CLINIC', chosen: true } : shopperLocation(cookies);
}
