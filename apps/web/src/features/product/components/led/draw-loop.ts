/** The fewest milliseconds between two drawn frames: about 12 a second is smooth enough for a preview. */
const MIN_FRAME_MS = 80

/**
 * Calls `draw` for new video frames while the canvas is on screen, at most ~12 times a second,
 * and once at the start. Software-rendered WebGL (no GPU) spends tens of milliseconds a frame;
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
    if (visible && now - last >= MIN_FRAME_MS) {
      last = now
      draw()
    }
    schedule()
  }
  const drawNow = () => draw()
  video.addEventListener('loadeddata', drawNow)
  draw()
  schedule()
  return () => {
    stopped = true
    observer?.disconnect()
    video.removeEventListener('loadeddata', drawNow)
    if (typeof video.cancelVideoFrameCallback === 'function') video.cancelVideoFrameCallback(handle)
    cancelAnimationFrame(handle)
  }
}
