// Which cause the widget starts with (spec 001 §4 "Tracking", "Default cause").
import type { CauseOrigin, DonationResult, StoreConfig, Tracking } from './types';

/** The URL parameter that names a cause, as in a campaign link. */
export const CAUSE_PARAM = 'sgcause';

export interface CauseChoice {
  causeId: string;
  /** Null for a cause the URL gave: it is neither the store's default nor one the shopper searched or was featured. */
  origin: CauseOrigin | null;
  /** True when the choice must be written to tracking (set-cause). */
  save: boolean;
}

export interface CauseChoiceInput {
  urlCauseId: string | null;
  tracked: Tracking | null;
  /** Where the tracked cause came from, as this browser remembered it. */
  trackedOrigin: CauseOrigin | null;
  config: Pick<StoreConfig, 'letShoppersChoose' | 'defaultCauseId'>;
}

/**
 * A cause in the URL overrides and is saved; else the tracked cause; else, when shoppers may choose and the store has a
 * default, the default is preselected (origin 'default', not saved: the shopper did not pick it). Null: none yet.
 */
export function initialCause({ urlCauseId, tracked, trackedOrigin, config }: CauseChoiceInput): CauseChoice | null {
  const fromUrl = urlCauseId?.trim();
  if (fromUrl) return { causeId: fromUrl, origin: null, save: true };
  if (tracked?.causeId) return { causeId: tracked.causeId, origin: trackedOrigin, save: false };
  if (config.letShoppersChoose && config.defaultCauseId)
    return { causeId: config.defaultCauseId, origin: 'default', save: false };
  return null;
}

/** When shoppers may not choose, the causes shown are the donation's recipients, or else the store's defaults. */
export function fixedRecipients(
  config: Pick<StoreConfig, 'defaultCauseId' | 'defaultCauseIds'>,
  donation: Pick<DonationResult, 'donationRecipients'> | null,
): string[] {
  const recipients = donation?.donationRecipients.map((r) => r.causeId) ?? [];
  if (recipients.length > 0) return [...new Set(recipients)];
  if (config.defaultCauseIds.length > 0) return [...config.defaultCauseIds];
  return config.defaultCauseId ? [config.defaultCauseId] : [];
}
