/** Splits `total` kobo over `weights` in proportion, exactly (largest remainders; ties to the first). */
export function splitKobo(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const shares = raw.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if ((weights[i] ?? 0) > 0) {
      shares[i] = (shares[i] ?? 0) + 1;
      left--;
    }
  }
  return shares;
}

/** Spreads up to `total` kobo over `weights` in proportion, never more than a weight (nor their sum). */
export function spreadKobo(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return splitKobo(Math.min(total, sum), weights);
}
