// What the information step's address fields start with: the address this checkout already has; else the saved
// address at the ZIP the shopper chose for delivery (spec 000 §1 "Guests choose a ZIP location", the header's
// "Deliver to"), the default one first; else, with a chosen ZIP no saved address has, that ZIP and its state; else
// the default address. A ZIP the shopper never chose (the guest default 80011) is not put in their address.
import type { Address, AddressInput } from '../account/address';
import { stateForZip } from '../site/us-states';
import type { UserLocation } from '../site/zip';

/** The fields to fill, with the saved address's id when they are one. */
export type Prefill = Partial<AddressInput> & { id?: string };

export function informationPrefill(input: {
  address: AddressInput | null;
  saved: readonly Address[];
  location: UserLocation & { chosen: boolean };
}): Prefill {
  if (input.address) return input.address;
  const fallback = input.saved.find((a) => a.isDefault) ?? {};
  const { zip, destination, chosen } = input.location;
  // A clinic's ZIP is where staff deliveries go to work, never part of a home address.
  if (!chosen || destination !== 'HOME') return fallback;
  const atZip = input.saved.filter((a) => a.zip === zip);
  const saved = atZip.find((a) => a.isDefault) ?? atZip[0];
  if (saved) return saved;
  const state = stateForZip(zip);
  return state ? { zip, provinceCode: state.code } : { zip };
}
