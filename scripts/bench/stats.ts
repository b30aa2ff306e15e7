// Summary statistics every bench reports the same way.

/** The nearest-rank percentile (q between 0 and 1) of some timings, rounded to `digits` decimals. */
export function percentile(values: readonly number[], q: number, digits = 1): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return Number(sorted[rank - 1]!.toFixed(digits))
}
