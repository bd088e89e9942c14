// The years "Your giving" offers: the current one, and every year an order gave something, newest first.

/** The year asked for in `?year=`, when it is a plausible four-digit year; otherwise the current one. */
export function chosenYear(param: string | null, now: Date): number {
  const current = now.getUTCFullYear();
  if (!param || !/^\d{4}$/.test(param)) return current;
  const year = Number(param);
  return year >= 2000 && year <= current ? year : current;
}

/** The years to link to: the current one and those of the given dates (ISO strings), newest first. */
export function givingYears(dates: readonly string[], now: Date): number[] {
  const years = new Set([now.getUTCFullYear(), ...dates.map((d) => new Date(d).getUTCFullYear())]);
  return [...years].filter((y) => Number.isFinite(y)).sort((a, b) => b - a);
}
