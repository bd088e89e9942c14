// The giving widget's lifecycle (spec 001 §4): wait for the store configuration, start or resume tracking, take a
// cause from the URL, record marketing parameters, evaluate the segment, work out the donation, load the causes, and
// say ready. Later: update the donation, set the cause, clear it. Every dependency comes in, so the steps are tested
// alone. A step that fails raises its ShoppingGivesSDKError (spec 001 §8) and the widget goes on or hides.
import { CAUSE_PARAM, fixedRecipients, initialCause } from './cause-choice';
import { causeStub, loadCauses } from './cause-loading';
import type { GivingClient } from './client';
import { isWidgetEligible, showsOnSite } from './eligibility';
import { SDK_ERRORS, ShoppingGivesSDKError, type GivingErrors, type SdkErrorMessage } from './errors';
import { GIVING_EVENT_TYPES, type GivingEventType } from './widget-events';
import {
  EMAIL_MARKETING_INTEGRATION,
  emailMarketingParams,
  paramsSignature,
  shouldRecordParams,
} from './marketing-params';
import { matchingSegment, type MatchedSegment, type SegmentSources } from './segments';
import { waitFor, type WaitClock } from './store-wait';
import type { TrackingStorage } from './tracking-storage';
import type { CartDonationLine, Cause, CauseOrigin, DonationResult, GivingEvent, StoreConfig, Tracking } from './types';

export type Placement =
  | { kind: 'product'; cmsId: string; price: number }
  | { kind: 'cart'; cmsIds: CartDonationLine[]; cartDiscount: number };

export interface SessionDeps {
  client: GivingClient;
  errors: GivingErrors;
  storage: TrackingStorage;
  segmentSources: SegmentSources;
  site: string;
  clock?: WaitClock;
  emit: (type: GivingEventType, payload: Record<string, unknown>, trackingId: string | null) => void;
}

export interface WidgetView {
  config: StoreConfig;
  trackingId: string;
  segment: MatchedSegment | null;
  donation: DonationResult;
  /** The shopper's cause, when shoppers may choose. */
  selected: Cause | null;
  origin: CauseOrigin | null;
  /** The causes the donation goes to when shoppers may not choose. */
  recipients: Cause[];
  featured: Cause[];
}

/** Runs a step; a fault becomes the step's ShoppingGivesSDKError and the fallback. */
export async function step<T>(
  deps: SessionDeps,
  message: SdkErrorMessage,
  fallback: T,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    deps.errors.emit(new ShoppingGivesSDKError(message, { cause }));
    return fallback;
  }
}

async function resumeTracking({
  client,
  storage,
}: SessionDeps): Promise<{ trackingId: string; tracked: Tracking | null } | null> {
  const saved = storage.trackingId();
  const tracked = saved ? await client.trackedCause(saved) : null;
  if (saved && tracked && tracked !== 'unknown') return { trackingId: saved, tracked };
  const trackingId = await client.startTracking();
  storage.saveTrackingId(trackingId);
  return trackingId ? { trackingId, tracked: null } : null;
}

async function recordMarketingParams({ client, storage }: SessionDeps, trackingId: string, url: URLSearchParams) {
  const params = emailMarketingParams(url);
  if (!params || !shouldRecordParams(params, storage.recordedParams(trackingId))) return;
  if (await client.addIntegrationInfo(trackingId, EMAIL_MARKETING_INTEGRATION, params))
    storage.saveRecordedParams(trackingId, paramsSignature(params));
}

export function calculateDonation(
  { client }: Pick<SessionDeps, 'client'>,
  placement: Placement,
  causeId: string | null,
  segment: MatchedSegment | null,
): Promise<DonationResult | null> {
  const common = { providedCauseId: causeId, customerSegmentId: segment?.id ?? null };
  return placement.kind === 'product'
    ? client.productDonation({ cmsId: placement.cmsId, realPrice: placement.price, ...common })
    : client.cartDonation({ ...placement, ignoreDirectDonations: false, ...common });
}

/** The cause the widget starts with: from the URL (saved), tracking or the store's default; its details loaded. */
async function startingCause(
  deps: SessionDeps,
  config: StoreConfig,
  { trackingId, tracked: resumed }: { trackingId: string; tracked: Tracking | null },
  url: URLSearchParams,
) {
  const input = { tracked: resumed, trackedOrigin: deps.storage.causeOrigin(), config };
  let choice = initialCause({ ...input, urlCauseId: url.get(CAUSE_PARAM) });
  let [cause] = choice ? await loadCauses(deps.client, [choice.causeId]) : [];
  if (choice?.save && !cause) {
    // A cause the service does not know is ignored, as if the link had none.
    choice = initialCause({ ...input, urlCauseId: null });
    [cause] = choice ? await loadCauses(deps.client, [choice.causeId]) : [];
  }
  if (!choice) return { selected: null, origin: null };
  if (!cause && resumed?.causeId === choice.causeId) cause = causeStub(choice.causeId, resumed.causeName ?? '');
  if (cause && choice.save) {
    await deps.client.setCause(trackingId, cause.id, cause.name);
    deps.storage.saveCauseOrigin(choice.origin);
  }
  return { selected: cause ?? null, origin: choice.origin };
}

/** Steps 1 and 2 of spec 001 §4. Null: the widget stays hidden. */
export async function startWidget(deps: SessionDeps, placement: Placement, url: URLSearchParams) {
  let loaded: StoreConfig | null | undefined;
  void deps.client.storeConfig().then((config) => (loaded = config));
  const config = await waitFor(() => loaded, deps.clock);
  if (!config) {
    deps.errors.emit(new ShoppingGivesSDKError(SDK_ERRORS.initialize));
    return null;
  }
  if (!config.isActive || !showsOnSite(deps.site, config.metaData?.sites)) return null;
  const tracking = await step(deps, SDK_ERRORS.initialize, null, () => resumeTracking(deps));
  if (!tracking) return null;
  const { trackingId } = tracking;
  await step(deps, SDK_ERRORS.initialize, undefined, () => recordMarketingParams(deps, trackingId, url));
  const segment = matchingSegment(config.customerSegments ?? [], deps.segmentSources);
  const start = config.letShoppersChoose
    ? await step(deps, SDK_ERRORS.initialCause, { selected: null, origin: null }, () =>
        startingCause(deps, config, tracking, url),
      )
    : { selected: null, origin: null };
  const view = await refreshDonation(deps, { config, trackingId, segment, ...start }, placement);
  if (view) deps.emit(GIVING_EVENT_TYPES.ready, { causeId: view.selected?.id ?? null }, trackingId);
  return view;
}

type ViewBase = Pick<WidgetView, 'config' | 'trackingId' | 'segment' | 'selected' | 'origin'>;

/** The donation for the placement and cause; a missing or malformed answer raises "Error calculating donation". */
const workedOutDonation = (deps: SessionDeps, placement: Placement, base: ViewBase) =>
  step(deps, SDK_ERRORS.calculateDonation, null, async () => {
    const donation = await calculateDonation(deps, placement, base.selected?.id ?? null, base.segment);
    if (!donation || !Number.isFinite(donation.totalDonationAmount)) throw new Error('no donation for the placement');
    return donation;
  });

/** Works the donation out again (the cart changed); null when the widget must hide. Featured causes load once. */
export async function refreshDonation(deps: SessionDeps, base: ViewBase, placement: Placement, known?: Cause[]) {
  const donation = await workedOutDonation(deps, placement, base);
  if (!donation) return null;
  const { config } = base;
  const eligible = await step(deps, SDK_ERRORS.eligibility, false, async () =>
    isWidgetEligible(config.activeCampaigns, donation.totalDonationAmount, base.segment),
  );
  if (!eligible) return null;
  const none: Cause[] = [];
  const [recipients, featured] = await step(deps, SDK_ERRORS.populateCauseIds, [none, none], () =>
    Promise.all([
      config.letShoppersChoose ? none : loadCauses(deps.client, fixedRecipients(config, donation)),
      known ?? (config.letShoppersChoose ? loadCauses(deps.client, config.featuredCauseIds) : none),
    ]),
  );
  return { ...base, donation, recipients, featured } satisfies WidgetView;
}

/** Step 3's update: the placement changed (a cart line, a size); null hides the widget. */
export const updateWidget = (deps: SessionDeps, view: WidgetView, placement: Placement) =>
  step(deps, SDK_ERRORS.updateWidget, null, async () => {
    const next = await refreshDonation(deps, view, placement, view.featured);
    const amount = next?.donation.totalDonationAmount ?? 0;
    if (amount !== view.donation.totalDonationAmount)
      deps.emit(GIVING_EVENT_TYPES.donationUpdated, { totalDonationAmount: amount }, view.trackingId);
    return next;
  });

/**
 * Writes the shopper's cause (or none) to tracking and remembers where it came from; false, raising "Error setting
 * cause to tracking", when the service does not take it.
 */
async function trackCause(deps: SessionDeps, trackingId: string, cause: Cause | null, origin: CauseOrigin | null) {
  if (!(await deps.client.setCause(trackingId, cause?.id ?? null, cause?.name ?? null))) {
    deps.errors.emit(new ShoppingGivesSDKError(SDK_ERRORS.setCause));
    return false;
  }
  deps.storage.saveCauseOrigin(origin);
  return true;
}

/** The shopper picked a cause: saved to tracking, remembered with where it came from, the donation worked out again. */
export async function chooseCause(
  deps: SessionDeps,
  view: WidgetView,
  cause: Cause,
  origin: CauseOrigin,
  placement: Placement,
) {
  if (!(await trackCause(deps, view.trackingId, cause, origin))) return view;
  deps.emit(GIVING_EVENT_TYPES.causeSelected, { causeId: cause.id, origin }, view.trackingId);
  const donation = await calculateDonation(deps, placement, cause.id, view.segment);
  return { ...view, selected: cause, origin, donation: donation ?? view.donation };
}

/**
 * The shopper takes back their choice: tracking forgets the cause, and the widget goes back to the store's default
 * cause when it has one (preselected, not saved, as at the start) or to asking for one.
 */
export async function clearCause(deps: SessionDeps, view: WidgetView, placement: Placement) {
  if (!(await trackCause(deps, view.trackingId, null, null))) return view;
  deps.emit(GIVING_EVENT_TYPES.causeCleared, { causeId: view.selected?.id ?? null }, view.trackingId);
  const choice = initialCause({ urlCauseId: null, tracked: null, trackedOrigin: null, config: view.config });
  const [fallback] = choice
    ? await step(deps, SDK_ERRORS.populateCauseIds, [], () => loadCauses(deps.client, [choice.causeId]))
    : [];
  const base = { ...view, selected: fallback ?? null, origin: fallback && choice ? choice.origin : null };
  const donation = await workedOutDonation(deps, placement, base);
  return { ...base, donation: donation ?? view.donation };
}

/**
 * Posts the widget's queued events; a failed post stays queued for the next poll (events-queue.ts) and raises "Error
 * emitting event" once per spell of failures, not at every poll.
 */
export function eventPoster(client: Pick<GivingClient, 'postEvents'>, errors: GivingErrors) {
  let sending = true;
  return async (events: GivingEvent[]): Promise<boolean> => {
    const sent = await client.postEvents(events);
    if (!sent && sending) errors.emit(new ShoppingGivesSDKError(SDK_ERRORS.emitEvent));
    sending = sent;
    return sent;
  };
}
