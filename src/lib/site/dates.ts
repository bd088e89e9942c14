// Dates as a shopper reads them: "March 4, 2026". Calendar dates (YYYY-MM-DD) are read as that day, not as midnight
// somewhere else.
const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const longDate = (value: string): string =>
  LONG.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value));
