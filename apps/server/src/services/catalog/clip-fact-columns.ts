import type { ClipFacts } from '@marquee/core'

/** A clip's facts as the products table keeps them; all null while the clip is not probed. */
export const clipFactColumns = (facts: ClipFacts | null) => ({
  clipDurationMs: facts && Math.round(facts.duration_seconds * 1000),
  clipFps: facts?.fps ?? null,
  clipWidth: facts?.width ?? null,
  clipHeight: facts?.height ?? null,
  clipSeamlessLoop: facts?.seamless_loop ?? null,
  clipTextHeight: facts?.text_height ?? null,
})
