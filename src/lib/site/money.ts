// Money is integer cents inside and a two-decimal string in USD on the wire (DESIGN §5, spec 001 §5).
export type Money = { amount: string; currencyCode: 'USD' };

export const money = (cents: number): Money => ({ amount: (Math.round(cents) / 100).toFixed(2), currencyCode: 'USD' });

export const cents = (value: Money | string): number =>
  Math.round(Number(typeof value === 'string' ? value : value.amount) * 100);

// Built once: a listing formats a hundred prices a render, and building a formatter costs more than using one.
const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (value: Money | number): string =>
  `$${dollars.format(typeof value === 'number' ? value / 100 : Number(value.amount))}`;
