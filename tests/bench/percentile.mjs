/** The p-th percentile (0–100) of times sorted ascending; 0 when there are none. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
