// The dashboard's view of the request histogram: each route and status with its count, mean and 95th percentile, the
// slowest first. Pure, so it reads prom-client's figures without a registry.

/** One bucket of a route's histogram as prom-client hands it out: requests that took at most `le` seconds. */
export type BucketCount = { le: number; count: number };

export type RouteFigures = {
  route: string;
  status: number;
  count: number;
  meanMs: number;
  /** Estimated from the buckets as Prometheus' histogram_quantile does; null when it lies past the last bucket. */
  p95Ms: number | null;
};

/** The `q` quantile in seconds, interpolated within the bucket it falls in (buckets cumulative, `le` ascending). */
export function quantileOf(q: number, buckets: BucketCount[], total: number): number | null {
  if (total === 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (!Number.isFinite(le)) return null;
      const inBucket = count - below;
      return inBucket === 0 ? le : lower + (le - lower) * ((rank - below) / inBucket);
    }
    lower = le;
    below = count;
  }
  return null;
}

const ms = (seconds: number) => Math.round(seconds * 100_000) / 100;

/** The routes the most time went into per request first (by p95, then the mean), `limit` of them. */
export function slowestRoutes(
  series: { route: string; status: number; count: number; sumSeconds: number; buckets: BucketCount[] }[],
  limit = 10,
): RouteFigures[] {
  const rank = (r: RouteFigures) => r.p95Ms ?? Number.POSITIVE_INFINITY;
  return series
    .filter((s) => s.count > 0)
    .map((s) => {
      const p95 = quantileOf(0.95, s.buckets, s.count);
      return {
        route: s.route,
        status: s.status,
        count: s.count,
        meanMs: ms(s.sumSeconds / s.count),
        p95Ms: p95 === null ? null : ms(p95),
      };
    })
    .sort((a, b) => rank(b) - rank(a) || b.meanMs - a.meanMs)
    .slice(0, limit);
}
