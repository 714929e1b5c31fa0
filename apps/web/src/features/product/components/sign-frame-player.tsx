import type { Product } from '@marquee/core'
import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PosterFrame } from '@/components/ui/poster-frame'
import { useLedPreviewStore } from '../stores/led-preview-store'

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

const BOLTS = ['top-2 left-2', 'top-2 right-2', 'bottom-2 left-2', 'bottom-2 right-2'] as const

/**
 * The clip looping inside an LED cabinet: a metal bezel with corner bolts around a black
 * screen, and a play/pause toggle. It starts paused for people who ask for reduced motion.
 */
export function SignFramePlayer({
  product,
}: {
  product: Pick<Product, 'title' | 'img' | 'videoLink'>
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const setVideo = useLedPreviewStore((state) => state.setVideo)

  // The LED preview draws from this element's frames.
  useEffect(() => {
    setVideo(videoRef.current)
    return () => setVideo(null)
  }, [setVideo])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    if (playing) video.play()?.catch(() => setPlaying(false))
    else video.pause()
  }, [playing])

  return (
    <figure className="rounded-[1.75rem] bg-gradient-to-b from-zinc-600 to-zinc-800 p-2.5 shadow-2xl shadow-zinc-950/40 sm:p-3.5">
      <div className="relative rounded-2xl bg-zinc-900 p-3 ring-1 ring-black/60 sm:p-5">
        {BOLTS.map((position) => (
          <span
            key={position}
            aria-hidden="true"
            className={`absolute ${position} size-2 rounded-full bg-zinc-500 shadow-inner ring-1 ring-zinc-950`}
          />
        ))}
        <PosterFrame className="rounded-md bg-black">
          <video
            ref={videoRef}
            src={product.videoLink}
            poster={product.img}
            autoPlay={playing}
            muted
            loop
            playsInline
            aria-label={`${product.title}: looping preview`}
            className="size-full object-cover"
          />
        </PosterFrame>
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          aria-pressed={!playing}
          aria-label={playing ? 'Pause preview' : 'Play preview'}
          className="absolute right-5 bottom-5 inline-flex size-11 items-center justify-center rounded-full bg-zinc-950/80 text-amber-300 ring-1 ring-white/20 backdrop-blur hover:bg-zinc-950 sm:right-7 sm:bottom-7"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <figcaption className="mt-2.5 flex items-center justify-between px-2 text-xs text-zinc-300">
        <span>Preview on a 2:1 LED cabinet</span>
        <span className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${playing ? 'bg-emerald-400' : 'bg-zinc-500'}`}
          />
          {playing ? 'Playing' : 'Paused'}
        </span>
      </figcaption>
    </figure>
  )
}
