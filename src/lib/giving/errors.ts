// The giving errors of spec 001 §8, worded as §8 lists them: a call to the service failed (ShoppingGivesApiError)
// or a step of the widget did (ShoppingGivesSDKError). They go to whoever listens; with none, they are thrown.

export const API_ERRORS = {
  startTracking: 'Error starting tracking',
  updateTracking: 'Error updating tracking',
  updateIntegration: 'Error updating integration metadata',
  store: 'Error retrieving store',
  productDonation: 'Error product donation',
  cartDonation: 'Error cart donation',
  searchCharities: 'Error searching charities',
  charitiesByEin: 'Error retrieving charities by EIN',
  portfolios: 'Error retrieving portfolios',
} as const;

export const SDK_ERRORS = {
  initialize: 'Error initializing SDK',
  updateWidget: 'Error updating widget',
  calculateDonation: 'Error calculating donation',
  initialCause: 'Error getting initial cause selection',
  setCause: 'Error setting cause to tracking',
  trackedCause: 'Error getting tracked cause',
  confirmationData: 'Error setting confirmation data',
  populateCauseIds: 'Error populating cause IDs',
  charities: 'Error getting charities',
  emitEvent: 'Error emitting event',
  eligibility: 'Error retrieving donation eligibility',
} as const;

export type ApiErrorMessage = (typeof API_ERRORS)[keyof typeof API_ERRORS];
export type SdkErrorMessage = (typeof SDK_ERRORS)[keyof typeof SDK_ERRORS];

export class ShoppingGivesApiError extends Error {
  override readonly name = 'ShoppingGivesApiError';
  constructor(message: ApiErrorMessage, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class ShoppingGivesSDKError extends Error {
  override readonly name = 'ShoppingGivesSDKError';
  constructor(message: SdkErrorMessage, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export type GivingError = ShoppingGivesApiError | ShoppingGivesSDKError;
export type GivingErrorListener = (error: GivingError) => void;

/** Where giving errors go: every listener hears each one; with none listening, `emit` throws it. */
export class GivingErrors {
  readonly #listeners = new Set<GivingErrorListener>();

  /** Starts listening; the answer stops it. */
  listen(listener: GivingErrorListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(error: GivingError): void {
    if (this.#listeners.size === 0) throw error;
    for (const listener of this.#listeners) listener(error);
  }
}
