/**
 * The nearest-rank percentile of latencies sorted from fast to slow: the smallest value that p per cent of them do not
 * exceed. NaN for none.
 * @param {number[]} sorted @param {number} p
 */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
