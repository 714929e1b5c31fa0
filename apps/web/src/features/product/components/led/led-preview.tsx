import { Minus, Pause, Play, Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLedPreviewStore } from '../../stores/led-preview-store'
import { composeSignFrame } from './compose-sign-frame'
import { drawStill, startDrawLoop } from './draw-loop'
import { createLedRenderer, rendersOnCpu } from './led-renderer'
import { ledPitch } from './led-shader'
import { useShownWidth } from './use-shown-width'
import { useSignFonts } from './use-sign-fonts'

const ZOOMS = [1, 1.5, 2, 3, 4, 6] as const

/**
 * The clip as the customer's sign will show it: one round dot per LED at the order form's
 * width x height and colour depth, redrawn from the playing video. A zoom control
 * (and the phone's own pinch zoom) brings single dots into view on a small screen.
 */
export function LedPreview() {
  const { video, width, height, depth, fit, signTexts } = useLedPreviewStore()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // A personalisable clip's frames are composed (video, then text) on a canvas of their own
  // at the sign's size; any other clip's video goes to the renderer as it always did.
  const personalised = signTexts !== null
  const signTextsRef = useRef(signTexts)
  const repaintRef = useRef<(() => void) | null>(null)
  const fontsReady = useSignFonts(signTexts?.fields.map((field) => field.font) ?? [])
  const [unsupported, setUnsupported] = useState(false)
  const [zoom, setZoom] = useState(0)
  // Live by default on a GPU; without one (CPU-rendered WebGL) a still frame that follows the
  // form's changes, animated on request.
  const [animate, setAnimate] = useState<boolean | null>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const shownWidth = useShownWidth(frameRef)
  const scale = ZOOMS[zoom] ?? 1
  const pitch = ledPitch(width, height, shownWidth * scale * (window.devicePixelRatio || 1))

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    // Sized here rather than as attributes: resizing clears the canvas, so it redraws at once.
    canvas.width = width * pitch
    canvas.height = height * pitch
    if (!video) return
    let draw: ReturnType<typeof createLedRenderer>
    try {
      draw = createLedRenderer(canvas)
    } catch (error) {
      console.warn('The LED preview could not start:', error)
      draw = null
    }
    if (!draw) {
      setUnsupported(true)
      return
    }
    if (animate === null) {
      setAnimate(!rendersOnCpu(canvas))
      return
    }
    const drawFrame = draw
    const leds = { width, height }
    const composed = personalised ? document.createElement('canvas') : null
    const paint = composed
      ? () => {
          const texts = signTextsRef.current
          if (texts && composeSignFrame(composed, video, texts, leds, fit, !animate)) {
            drawFrame(composed, { leds, fit: 'stretch', depth })
          }
        }
      : () => drawFrame(video, { leds, fit, depth })
    repaintRef.current = paint
    const stop = animate ? startDrawLoop(canvas, video, paint) : drawStill(video, paint)
    return () => {
      repaintRef.current = null
      stop()
    }
  }, [video, width, height, depth, fit, pitch, animate, personalised])

  // A typed letter redraws at once, without restarting the renderer; so do the sign fonts
  // once loaded (the text was drawn in the browser's fallback font until then).
  useEffect(() => {
    signTextsRef.current = signTexts
    if (signTexts !== null || fontsReady) repaintRef.current?.()
  }, [signTexts, fontsReady])

  return (
    <section aria-labelledby="led-preview-title" className="flex flex-col gap-2.5">
      <div className="flex h-10 items-center justify-between gap-3">
        <h2 id="led-preview-title" className="truncate text-sm font-semibold text-zinc-900">
          <span className="hidden sm:inline">Your sign: </span>
          {width} x {height} LEDs
        </h2>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Zoom</legend>
          <button
            type="button"
            aria-label="Animate the LED preview"
            aria-pressed={animate === true}
            onClick={() => setAnimate((value) => !value)}
            className="mr-1 inline-flex size-10 items-center justify-center rounded-full ring-1 ring-zinc-300 hover:bg-zinc-100"
          >
            {animate ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            aria-label="Zoom out"
            disabled={zoom === 0}
            onClick={() => setZoom((value) => value - 1)}
            className="inline-flex size-10 items-center justify-center rounded-full ring-1 ring-zinc-300 hover:bg-zinc-100 disabled:opacity-40"
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <span className="w-10 text-center text-sm tabular-nums text-zinc-700">{scale}x</span>
          <button
            type="button"
            aria-label="Zoom in"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((value) => value + 1)}
            className="inline-flex size-10 items-center justify-center rounded-full ring-1 ring-zinc-300 hover:bg-zinc-100 disabled:opacity-40"
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </fieldset>
      </div>
      {unsupported ? (
        <p className="rounded-xl bg-zinc-100 p-4 text-sm text-zinc-700">
          This browser cannot draw the LED preview (it needs WebGL2). The clip above shows the
          motion; the file you download is made at exactly {width} x {height}.
        </p>
      ) : (
        <div
          ref={frameRef}
          className="max-h-[70dvh] overflow-auto rounded-xl bg-zinc-950 p-2 ring-1 ring-zinc-800"
        >
          <canvas
            ref={canvasRef}
            data-testid="led-preview"
            data-led-width={width}
            data-led-height={height}
            aria-label={`LED preview at ${width} by ${height}`}
            role="img"
            style={{ width: `${scale * 100}%`, aspectRatio: `${width} / ${height}` }}
            className="block max-w-none [image-rendering:pixelated]"
          />
        </div>
      )}
    </section>
  )
}
