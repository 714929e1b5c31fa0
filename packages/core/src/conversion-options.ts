// The converter's choices without their zod schemas (conversion.ts): the storefront's order
// form lists them on its first load, and building schemas there costs the page's first seconds.

/** How a clip meets a sign of another shape: bars, a centred cut, or a stretch. */
export const FIT_MODES = ['letterbox', 'crop', 'stretch'] as const
export type FitMode = (typeof FIT_MODES)[number]

/** What the sign's LEDs can show: full colour, red and green only, or one amber colour. */
export const COLOUR_DEPTHS = ['full', 'red-green', 'amber'] as const
export type ColourDepth = (typeof COLOUR_DEPTHS)[number]

/** The largest width or height the converter makes (ffmpeg's encoders all reach it). */
export const MAX_SIGN_SIDE = 4096
