interface LoopingClipProps {
  src: string
  poster: string
  /** Names the clip for screen readers; without it the clip is decoration beside its image. */
  label?: string
  className?: string
}

/** A clip that plays muted and loops inline, as browsers allow without a gesture. */
export function LoopingClip({ src, poster, label, className }: LoopingClipProps) {
  return (
    <video
      src={src}
      poster={poster}
      autoPlay
      muted
      loop
      playsInline
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true, tabIndex: -1 })}
      className={className}
    />
  )
}
