import { type ClipFacts, type FrameRate, rawAviSize } from '@marquee/core'
import { HardDrive } from 'lucide-react'

/**
 * An uncompressed AVI's size, known before it is made: the file this clip makes at the chosen
 * size and rate, or why the store will not make it (over the cap the server holds too).
 * Silent while the size is not whole pixels or the clip is not measured yet.
 */
export function RawAviNote({
  facts,
  sign,
  fps,
}: {
  facts: ClipFacts | null
  sign: { width: number; height: number }
  fps: FrameRate
}) {
  const valid = [sign.width, sign.height].every((side) => Number.isInteger(side) && side >= 1)
  if (!valid || !facts || facts.duration_seconds <= 0) return null
  const { text, problem } = rawAviSize({ ...sign, fps }, facts.duration_seconds, facts.fps)
  if (problem) {
    return (
      <p role="alert" className="text-sm font-medium text-rose-700">
        {`An uncompressed AVI of this clip at ${sign.width} x ${sign.height} would be ${text}, over the 1 GB the store makes: choose a smaller size, a lower frame rate or MJPEG.`}
      </p>
    )
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
      <HardDrive aria-hidden="true" className="size-4 shrink-0" />
      {`Uncompressed, this clip is a ${text} file at ${sign.width} x ${sign.height}.`}
    </p>
  )
}
