// The LED colours the catalogue's colour names stand for, and their filtergraph spellings.

/** Saturated LED colours for the colour names used in the catalogue. */
export const PALETTE = {
  amber: [255, 176, 0],
  red: [255, 42, 26],
  yellow: [255, 230, 0],
  white: [255, 255, 255],
  cyan: [0, 229, 255],
  blue: [30, 91, 255],
  purple: [176, 44, 255],
  green: [34, 255, 68],
  pink: [255, 60, 180],
  orange: [255, 122, 0],
}

export const rgb = (name) => {
  const c = PALETTE[name]
  if (!c) throw new Error(`make-media: unknown colour '${name}'`)
  return c
}

export const hex = (name) =>
  `0x${rgb(name)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`
