// The quantity control's rules (spec 000 §5 "Quantity input"): digits only while typing; on blur a non-number or a
// value below the minimum becomes the minimum and one above the maximum becomes the maximum; the buttons stop at the
// bounds and when the food is out of stock.

/** Keeps only digits of what the shopper typed (no signs, points or letters). */
export const digitsOnly = (typed: string): string => typed.replace(/\D+/g, '').slice(0, 5);

export function clampOnBlur(typed: string, min: number, max: number): number {
  const value = Number.parseInt(typed, 10);
  if (!Number.isFinite(value) || value < min) return min;
  return value > max ? max : value;
}

/** Whether what the shopper typed was over the maximum, so the value they see is not the one they asked for. */
export function overMaximum(typed: string, max: number): boolean {
  const value = Number.parseInt(typed, 10);
  return Number.isFinite(value) && value > max;
}

export function stepButtons(
  value: number,
  min: number,
  max: number,
  outOfStock: boolean,
): { decrease: boolean; increase: boolean } {
  return { decrease: !outOfStock && value > min, increase: !outOfStock && value < max };
}

/** The autoship alert shows once the requested quantity reaches the autoship maximum on an autoship line. */
export const showsAutoshipAlert = (quantity: number, autoship: boolean, autoshipMaximum: number): boolean =>
  autoship && quantity >= autoshipMaximum;
