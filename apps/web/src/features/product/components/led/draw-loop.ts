/** The fewest milliseconds between two drawn frames: about 12 a second is smooth enough for a preview. */
const MIN_FRAME_MS = 80
/** A draw may take at most this share of the main thread; slow machines get fewer frames. */
const MAX_BUSY_SHARE = 0.2

/**
 * Calls `draw` for new video frames while the canvas is on screen, at most ~12 times a second
 * and rarer when a draw is slow, and once at the start. Software-rendered WebGL (no GPU) spends tens of milliseconds a frame;
 * drawing every animation frame off screen would block the page.
 */
export function startDrawLoop(
  canvas: HTMLCanvasElement,
  video: HTMLVideoElement,
  draw: () => void,
): () => void {
  let visible = true
  let stopped = false
  let last = 0
  let interval = MIN_FRAME_MS
  let handle = 0
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([entry]) => {
          visible = entry?.isIntersecting ?? true
        })
      : null
  observer?.observe(canvas)

  const schedule = () => {
    if (stopped) return
    if (typeof video.requestVideoFrameCallback === 'function') {
      handle = video.requestVideoFrameCallback(tick)
    } else {
      handle = requestAnimationFrame(tick)
    }
  }
  const tick = () => {
    const now = performance.now()
    if (visible && now - last >= interval) {
      last = now
      draw()
      interval = Math.max(MIN_FRAME_MS, (performance.now() - now) / MAX_BUSY_SHARE)
    }
    schedule()
  }
  const drawNow = () => draw()
  video.addEventListener('loadeddata', drawNow)
  draw()
  // The live loop waits for the page to settle: the clip and the form come first.
  const idle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(schedule, { timeout: 3000 })
      : window.setTimeout(schedule, 1000)
  return () => {
    stopped = true
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else window.clearTimeout(idle)
    observer?.disconnect()
    video.removeEventListener('loadeddata', drawNow)
    if (typeof video.cancelVideoFrameCallback === 'function') video.cancelVideoFrameCallback(handle)
    cancelAnimationFrame(handle)
  }
}

/** Draws one frame now and again once the video has one (a still preview). */
export function drawStill(video: HTMLVideoElement, draw: () => void): () => void {
  draw()
  video.addEventListener('loadeddata', draw)
  video.addEventListener('seeked', draw)
  return () => {
    video.removeEventListener('loadeddata', draw)
    video.removeEventListener('seeked', draw)
  }
}
