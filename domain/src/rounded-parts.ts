/**
 * Parts shown rounded that add up to their total shown rounded (the largest-remainder method): a table whose rows
 * are rounded one by one can show 3,87 + 0,08 under a total of 3,94, which a reader takes for a wrong sum. Each
 * part moves by less than one unit of the last decimal: the parts closest to the next unit go up.
 *
 * `total`: the total the parts must add up to once rounded, when it is itself a part shown rounded elsewhere (the
 * new hires' FTE, split into fixed shifts and substitutions); the parts' own sum when absent.
 */
export function roundedParts(parts: readonly number[], decimals: number, total?: number): number[] {
  const unit = 10 ** decimals;
  const scaled = parts.map((p) => p * unit);
  // the epsilon keeps 2.3 × 100 = 229.99999999999997 at 230
  const floors = scaled.map((s) => Math.floor(s + 1e-7));
  const target = Math.round((total ?? parts.reduce((a, p) => a + p, 0)) * unit);
  const order = scaled.map((s, i) => ({ i, rest: s - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const up = Math.max(0, Math.min(parts.length, target - floors.reduce((a, f) => a + f, 0)));
  const out = [...floors];
  for (const { i } of order.slice(0, up)) out[i] += 1;
  return out.map((u) => u / unit);
}
