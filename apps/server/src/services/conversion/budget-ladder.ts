/** One encode of a clip at one step of its format's quality ladder: its file and its size. */
export interface LadderPass {
  file: string
  bytes: number
}

/**
 * Makes the file at its best step (0). With a budget that file is over, it climbs down the
 * format's quality ladder: the last, smallest step first (over the budget there too: nothing
 * can meet it, so `overBudget` is thrown with that size, the smallest reachable), then a
 * binary search between for the best step that meets it: at most 2 + log2(steps) encodes.
 * Returns the kept pass; every other pass's file is discarded as soon as it is beaten.
 */
export async function meetBudget<P extends LadderPass>(
  maxBytes: number | null,
  steps: number,
  encode: (step: number, pass: number) => Promise<P>,
  discard: (pass: P) => Promise<void>,
  overBudget: (smallestBytes: number) => Error,
): Promise<P> {
  let passes = 0
  const best = await encode(0, passes++)
  if (maxBytes === null || best.bytes <= maxBytes) return best
  await discard(best)
  if (steps === 1) throw overBudget(best.bytes)
  let kept = await encode(steps - 1, passes++)
  if (kept.bytes > maxBytes) {
    await discard(kept)
    throw overBudget(kept.bytes)
  }
  let low = 1
  let high = steps - 2
  while (low <= high) {
    const step = Math.floor((low + high) / 2)
    const tried = await encode(step, passes++)
    if (tried.bytes <= maxBytes) {
      await discard(kept)
      kept = tried
      high = step - 1
    } else {
      await discard(tried)
      low = step + 1
    }
  }
  return kept
}

/**
 * Progress across a budget's passes, which are not known in advance: the first encode fills
 * the bar's first half, each further one half of what is left, so it never runs backwards.
 */
export const passProgress = (pass: number, fraction: number) =>
  1 - 2 ** -pass + fraction * 2 ** -(pass + 1)
