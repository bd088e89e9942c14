// The shopper's delivery location, `zip::HOME` (spec 000 §3), kept in a cookie so the server renders stock for it.
// It is not secret; a guest without one is at the default ZIP 80011 (spec 000 §1).
import type { AstroCookies } from 'astro';
import type { Db } from '../db/connect.server';
import { deliversTo } from '../stock/stock.server';
import { defaultAddressZip } from './addresses.server';
import { staffDeliveryLocation } from './preferred-address';
import type { AccountKind } from './rules';
import { DEFAULT_GUEST_ZIP, locationValue, parseLocation, type UserLocation } from '../site/zip';
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

/**
 * At sign-in a customer's location becomes their default address's ZIP (spec 001 §4 "Login: … set zip/location"),
 * when the shop delivers there; without one, the ZIP they chose as a guest stays. Staff follow their clinic or home.
 */
export async function setLocationAtSignIn(
  db: Db,
  cookies: AstroCookies,
  user: { id: string; kind: AccountKind },
  secure: boolean,
): Promise<void> {
  if (user.kind !== 'consumer') return;
  const zip = await defaultAddressZip(db, user.id);
  if (zip && (await deliversTo(db, zip))) saveShopperLocation(cookies, { zip, destination: 'HOME' }, secure);
}

/** Shoppers in Hawaii see "See checkout for delivery date" while the Hawaii-shipping flag is on (spec 000 §2). */
export const showsHawaiiNote = (location: UserLocation): boolean =>
  features().hawaiiShipping && stateForZip(location.zip)?.code === 'HI';

/**
 * A staff member who joined a clinic shops for where their deliveries go (spec 000 §4): the clinic's ZIP with the
 * CLINIC destination, or, when they chose home, their default address's ZIP with the HOME destination.
 */
export function requestLocation(cookies: AstroCookies, user: App.Locals['user']): UserLocation & { chosen: boolean } {
  const staff =
    user?.kind === 'staff'
      ? staffDeliveryLocation({
          preferred: user.preferredAddress,
          clinicZip: user.data.clinicAddress?.zip,
          homeZip: user.defaultAddressZip,
        })
      : null;
  return staff ? { ...staff, chosen: true } : shopperLocation(cookies);
}
