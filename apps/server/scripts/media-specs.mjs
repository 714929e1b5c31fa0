// What make-media.mjs draws: the LED palette, the sample products' signs, the review avatars
// and the blog images. The slugs, on-sign text and first two colours mirror
// src/db/seed/catalog-data.ts: change both together.

/** Loop length of every clip, in seconds. */
export const LOOP = 4

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

/**
 * One entry per seed product. colors = the product's first two colours: [text, accent].
 * text scrolls across the top line, tag pulses on the bottom line (drawtext expansion allowed),
 * pattern is the animated background, chase adds a marquee chase-light border.
 */
export const PRODUCTS = [
  {
    slug: 'oil-change-special',
    text: 'OIL CHANGE SPECIAL',
    tag: 'ONLY $29.95',
    colors: ['amber', 'red'],
    pattern: 'stripes',
    chase: true,
  },
  {
    slug: 'headlight-restoration-promo',
    text: 'HEADLIGHT RESTORATION',
    tag: 'LIKE NEW',
    colors: ['white', 'cyan'],
    pattern: 'beam',
    chase: false,
  },
  {
    slug: 'bubble-car-wash-loop',
    text: 'BUBBLE CAR WASH',
    tag: 'OPEN 24/7',
    colors: ['cyan', 'blue'],
    pattern: 'bubbles',
    chase: true,
  },
  {
    slug: 'tire-sale-countdown',
    text: 'TIRE SALE',
    tag: `ENDS IN %{eif:${LOOP}-floor(mod(t,${LOOP})):d}`,
    colors: ['yellow', 'red'],
    pattern: 'chevrons',
    chase: true,
  },
  {
    slug: 'dealership-grand-opening',
    text: 'GRAND OPENING',
    tag: 'NOW OPEN',
    colors: ['yellow', 'purple'],
    pattern: 'rays',
    chase: true,
  },
]

/** Reviewer initials and avatar colours, in avatar order (/media/avatars/1.jpg ...). */
export const AVATARS = [
  { initials: 'MB', color: 'blue' },
  { initials: 'PN', color: 'pink' },
  { initials: 'DH', color: 'orange' },
  { initials: 'SA', color: 'purple' },
  { initials: 'KO', color: 'green' },
  { initials: 'JW', color: 'cyan' },
]

/** Blog images in entry order (/media/blog/1.jpg ...): the topic word(s) on an LED matrix. */
export const BLOG = [
  { lines: ['PIXEL', 'PITCH'], colors: ['green', 'blue'], pattern: 'stripes' },
  { lines: ['SELL', 'MORE'], colors: ['amber', 'red'], pattern: 'chevrons' },
  { lines: ['GIF vs MP4'], colors: ['cyan', 'purple'], pattern: 'rays' },
  { lines: ['DAYLIGHT'], colors: ['yellow', 'orange'], pattern: 'rays' },
  { lines: ['SEAMLESS', 'LOOPS'], colors: ['pink', 'purple'], pattern: 'bubbles' },
  { lines: ['NIGHT', 'MODE'], colors: ['white', 'blue'], pattern: 'beam' },
]
