// What make-media.mjs draws: the signs of the SPEC's five sample products, the review
// avatars and the blog images. Their slugs, on-sign text and first two colours mirror
// src/seed/catalog-data.ts: change both together. The rest of the demo catalogue's signs
// are read from its data files (demo-signs.mjs).

import { LOOP } from './media/loop.mjs'

/**
 * One entry per seed product. colors = the product's first two colours: [text, accent].
 * text scrolls across the top line, tag pulses on the bottom line (drawtext expansion allowed),
 * pattern is the animated background (media/patterns.mjs), chase adds a marquee chase-light
 * border, stills adds the gallery stills and banner the SPEC's product shape lists.
 */
export const SAMPLE_PRODUCTS = [
  {
    slug: 'oil-change-special',
    text: 'OIL CHANGE SPECIAL',
    tag: 'ONLY $29.95',
    colors: ['amber', 'red'],
    pattern: 'stripes',
    chase: true,
    stills: true,
  },
  {
    slug: 'headlight-restoration-promo',
    text: 'HEADLIGHT RESTORATION',
    tag: 'LIKE NEW',
    colors: ['white', 'cyan'],
    pattern: 'beam',
    chase: false,
    stills: true,
  },
  {
    slug: 'bubble-car-wash-loop',
    text: 'BUBBLE CAR WASH',
    tag: 'OPEN 24/7',
    colors: ['cyan', 'blue'],
    pattern: 'bubbles',
    chase: true,
    stills: true,
  },
  {
    slug: 'tire-sale-countdown',
    text: 'TIRE SALE',
    tag: `ENDS IN %{eif:${LOOP}-floor(mod(t,${LOOP})):d}`,
    colors: ['yellow', 'red'],
    pattern: 'chevrons',
    chase: true,
    stills: true,
  },
  {
    slug: 'dealership-grand-opening',
    text: 'GRAND OPENING',
    tag: 'NOW OPEN',
    colors: ['yellow', 'purple'],
    pattern: 'rays',
    chase: true,
    stills: true,
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
