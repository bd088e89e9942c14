// The checkout's steps, in order, each at its own URL (issue: hosted checkout): contact and shipping address,
// delivery, payment, review. A step can be opened once every step before it is done; asking for a later one leads to
// the first that is not.
export const CHECKOUT_STEPS = ['information', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_TITLES: Record<CheckoutStep, string> = {
  information: 'Information',
  delivery: 'Delivery',
  payment: 'Payment',
  review: 'Review',
};

export type StepProgress = { information: boolean; delivery: boolean; payment: boolean };

export const isCheckoutStep = (value: string): value is CheckoutStep =>
  (CHECKOUT_STEPS as readonly string[]).includes(value);

/** The step to show when `wanted` is asked for. */
export function allowedStep(wanted: CheckoutStep, done: StepProgress): CheckoutStep {
  for (const step of CHECKOUT_STEPS) {
    if (step === wanted || step === 'review' || !done[step]) return step;
  }
  return wanted;
}

export const stepPath = (step: CheckoutStep): string => `/checkout/${step}`;

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}
