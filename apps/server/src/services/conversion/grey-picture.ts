/** An 8-bit grey picture, row by row. */
export interface GreyPicture {
  width: number
  height: number
  pixels: Uint8Array
}

const clamp = (value: number, last: number) => Math.min(last, Math.max(0, value))

/**
 * The picture averaged over a (2r+1) square around each pixel, in two running-sum passes:
 * the dots of an LED-matrix clip merge into strokes while solid letters keep their edges.
 */
export function boxBlur(picture: GreyPicture, radius: number): Float32Array {
  const { width, height, pixels } = picture
  const across = new Float32Array(width * height)
  const out = new Float32Array(width * height)
  const span = 2 * radius + 1
  for (let y = 0; y < height; y++) {
    const row = y * width
    let sum = 0
    for (let x = -radius; x <= radius; x++) sum += pixels[row + clamp(x, width - 1)] ?? 0
    for (let x = 0; x < width; x++) {
      across[row + x] = sum / span
      sum +=
        (pixels[row + clamp(x + radius + 1, width - 1)] ?? 0) -
        (pixels[row + clamp(x - radius, width - 1)] ?? 0)
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0
    for (let y = -radius; y <= radius; y++) sum += across[clamp(y, height - 1) * width + x] ?? 0
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / span
      sum +=
        (across[clamp(y + radius + 1, height - 1) * width + x] ?? 0) -
        (across[clamp(y - radius, height - 1) * width + x] ?? 0)
    }
  }
  return out
}

/** Otsu's threshold: the grey level that best splits the values into a dark and a bright class. */
export function otsuThreshold(values: Float32Array): number {
  const histogram = new Array<number>(256).fill(0)
  for (const value of values) {
    const level = Math.min(255, Math.round(value))
    histogram[level] = (histogram[level] ?? 0) + 1
  }
  let total = 0
  for (let level = 0; level < 256; level++) total += level * (histogram[level] ?? 0)
  let darkCount = 0
  let darkSum = 0
  let best = -1
  let threshold = 0
  for (let level = 0; level < 256; level++) {
    darkCount += histogram[level] ?? 0
    const brightCount = values.length - darkCount
    if (darkCount === 0) continue
    if (brightCount === 0) break
    darkSum += level * (histogram[level] ?? 0)
    const spread = darkSum / darkCount - (total - darkSum) / brightCount
    const between = darkCount * brightCount * spread * spread
    if (between > best) {
      best = between
      threshold = level
    }
  }
  return threshold
}
