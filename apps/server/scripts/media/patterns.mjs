// Animated sign backgrounds as two weights in geq syntax (X, Y, W, H, T at matrix
// resolution): a scales the accent colour, b adds white. Every motion repeats exactly every
// LOOP seconds, so the clips loop without a jump.

import { LOOP } from './loop.mjs'

/** A fixed pseudo-random number in [0, 1) per LED, the same on every frame. */
const hash = (x, y) => `abs(mod(sin(${x}*12.9898+${y}*78.233)*43758.5453,1))`

function bubbles() {
  // Nine foam rings rising at 1x or 2x of span/LOOP px/s, so each returns to its start.
  const s = 'H/48'
  const rings = []
  const fills = []
  for (let k = 0; k < 9; k++) {
    const span = `(H+20*${s})`
    const speed = k % 3 === 1 ? 2 : 1
    const cx = `(W*${(k + 0.5) / 9}+2*${s}*sin(PI*T/2+${k}))`
    const cy = `(H+10*${s}-mod(T*${span}*${speed}/${LOOP}+${span}*${((k * 4) % 9) / 9},${span}))`
    const r = `(${3.5 + (k % 3) * 2}*${s})`
    const d = `hypot(X-${cx},Y-${cy})`
    rings.push(`lt(abs(${d}-${r}),0.85*${s})`)
    fills.push(`lt(${d},${r})`)
  }
  return {
    a: `(0.1+0.22*(1-Y/H)+0.3*min(1,${fills.join('+')}))`,
    b: `0.75*min(1,${rings.join('+')})`,
  }
}

const PATTERNS = {
  // Diagonal stripes 12 px apart moving 12 px/s: 4 stripes per loop.
  stripes: () => ({ a: '0.45*lt(mod(X+Y+T*12,12),5)', b: '0' }),
  // Right-pointing chevrons 16 px apart moving right 24 px/s: 6 chevrons per loop.
  chevrons: () => ({ a: '0.55*lt(mod(X+abs(Y-H/2)-T*24+960,16),6)', b: '0' }),
  rays: () => {
    // Twelve rays turning two rays per loop, brighter towards the edge.
    const ray = 'lt(mod(atan2(Y-H/2,X-W/2)*6/PI+T/2+12,1),0.5)'
    return { a: `${ray}*(0.15+0.45*min(1,hypot(X-W/2,Y-H/2)/(H/2)))`, b: '0' }
  },
  beam: () => {
    // A soft white beam sweeping once per loop over a dim accent field; it wraps off-screen.
    const c = `(mod(T/${LOOP}+0.35,1)*W*1.6-W*0.3)`
    return { a: '(0.08+0.2*Y/H)', b: `0.8*exp(-pow(X+(Y-H/2)*0.5-${c},2)/(W*0.25))` }
  },
  bubbles,
  // Two crests of a gentle wave travelling left once per loop.
  waves: () => ({
    a: `0.12+0.33*(0.5+0.5*sin(2*PI*(X/48+T/${LOOP})+1.2*sin(2*PI*Y/H)))`,
    b: '0',
  }),
  sparkle: () => {
    // One LED in eight twinkles, each twice per loop at its own phase; a few flash white.
    const r = hash('X', 'Y')
    const twinkle = `pow(0.5+0.5*sin(2*PI*(2*T/${LOOP}+${r}*7)),6)`
    return { a: `(0.06+0.7*lt(${r},0.125)*${twinkle})`, b: `0.6*lt(${r},0.03)*${twinkle}` }
  },
  snow: () => {
    // Flakes in half the columns fall 12 LEDs/s: two 24-LED cycles per loop.
    const column = hash('X', '7')
    return {
      a: '(0.1+0.18*Y/H)',
      b: `0.85*lt(${column},0.45)*lt(mod(Y-T*12+${column}*240,24),1.2)`,
    }
  },
  // A checkerboard of 8-LED squares sliding left one square per second.
  checker: () => ({ a: '0.08+0.3*mod(floor((X+T*8)/8)+floor(Y/8),2)', b: '0' }),
  // A soft glow breathing twice per loop from the centre.
  glow: () => ({
    a: `(0.1+0.4*(0.5+0.5*cos(4*PI*T/${LOOP}))*max(0,1-hypot(X-W/2,(Y-H/2)*2)/W))`,
    b: '0',
  }),
}

export const PATTERN_NAMES = Object.keys(PATTERNS)

export function pattern(kind) {
  const make = PATTERNS[kind]
  if (!make) throw new Error(`make-media: unknown pattern '${kind}'`)
  return make()
}

/** Marquee chase lights on the outer ring of LEDs: 2 on, 2 off, stepping 6 times a second. */
export const CHASE = (() => {
  const p = 'if(lt(Y,1),X,if(gt(X,W-2),W-1+Y,if(gt(Y,H-2),2*(W-1)+(H-1)-X,2*(W-1)+2*(H-1)-Y)))'
  const border = 'gt(lt(X,1)+gt(X,W-2)+lt(Y,1)+gt(Y,H-2),0)'
  return `${border}*lt(mod(${p}+400-floor(T*6),4),2)`
})()
