// Drawing from lists with the seed's generator (words.mjs rng), so one size always gives one data set.

/** A key of `weights`, drawn in proportion to its weight. */
export function weighted(rand, weights) {
  const entries = Object.entries(weights);
  let x = rand() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [k, w] of entries) if ((x -= w) < 0) return k;
  return entries[entries.length - 1][0];
}
export const pick = (rand, list) => list[Math.floor(rand() * list.length)];
