import path from 'node:path'
import {
  boxOnSign,
  type ConversionSpec,
  logoRect,
  type SignBox,
  type TemplateLogo,
} from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import type { LogoFile } from '../../src/services/conversion/logo-overlay.ts'
import { probeMedia } from '../../src/services/conversion/probe-media.ts'
import { blackClip, type Frame, frameAt, pictureFile, pixel, scratchDir } from './media-fixtures.ts'

let scratch: Awaited<ReturnType<typeof scratchDir>>
let black: string
let wideRed: string

beforeAll(async () => {
  scratch = await scratchDir()
  black = await blackClip(scratch.dir)
  wideRed = await pictureFile(path.join(scratch.dir, 'wide.png'), 'color=c=red:s=200x100')
})
afterAll(() => scratch.remove())

const slot = (change: Partial<TemplateLogo> = {}): TemplateLogo => ({
  label: 'Your logo',
  box: { x: 0.5, y: 0.1, width: 0.4, height: 0.6 },
  backdrop: null,
  start: 0,
  end: 1.5,
  ...change,
})

// A GIF's frames are RGB and coded whole: what is drawn shows exactly where it is drawn.
const SPEC: ConversionSpec = {
  format: 'gif',
  width: 192,
  height: 96,
  fit: 'stretch',
  depth: 'full',
  fps: 'source',
  codec: 'mjpeg',
  maxBytes: null,
}
const SOURCE = { width: 400, height: 200 }

let outputs = 0
async function render(spec: ConversionSpec, logo: LogoFile | null): Promise<string> {
  outputs += 1
  const output = path.join(scratch.dir, `logo-${outputs}.${spec.format}`)
  await convertClip({
    source: black,
    output,
    spec,
    maxSeconds: 2,
    personalization: { fields: [], texts: {}, logo },
  })
  return output
}

const logoOf = (file: string, width: number, height: number, change?: Partial<TemplateLogo>) =>
  ({
    file,
    type: path.extname(file).slice(1),
    width,
    height,
    slot: slot(change),
  }) as LogoFile

const rectOn = (spec: ConversionSpec, logo: LogoFile) => {
  const rect = logoRect(
    boxOnSign(logo.slot.box, { sign: spec, fit: spec.fit, source: SOURCE }),
    logo,
  )
  if (!rect) throw new Error('the slot shows on this sign')
  return rect
}

const near = (a: number[], b: number[], tolerance: number) =>
  a.every((value, index) => Math.abs(value - (b[index] ?? 0)) <= tolerance)

function* each(frame: Frame, keep: (x: number, y: number) => boolean) {
  for (let y = 0; y < frame.height; y += 1) {
    for (let x = 0; x < frame.width; x += 1) if (keep(x, y)) yield pixel(frame, x, y)
  }
}

const inside =
  (rect: SignBox, inset = 1) =>
  (x: number, y: number) =>
    x >= rect.x + inset &&
    x < rect.x + rect.width - inset &&
    y >= rect.y + inset &&
    y < rect.y + rect.height - inset

const outside =
  (rect: SignBox, margin = 1) =>
  (x: number, y: number) =>
    x < rect.x - margin ||
    x >= rect.x + rect.width + margin ||
    y < rect.y - margin ||
    y >= rect.y + rect.height + margin

describe("a customer's logo on a personalised clip, on decoded pixels", () => {
  it('fills its slot as far as its shape allows, centred, for its time span only, at exactly the size', async () => {
    const logo = logoOf(wideRed, 200, 100)
    const file = await render(SPEC, logo)
    expect(await probeMedia(file)).toMatchObject({ width: 192, height: 96 })
    const rect = rectOn(SPEC, logo)
    // The slot is 76.8x57.6 on this sign: a 2:1 logo fills its width, 38 rows centred in its height.
    expect(rect).toEqual({ x: 96, y: 19, width: 76, height: 38 })
    const [during, after] = await Promise.all([
      frameAt(file, 0.5, SPEC.width, SPEC.height),
      frameAt(file, 1.8, SPEC.width, SPEC.height),
    ])
    expect([...each(during, inside(rect))].every((rgb) => near(rgb, [255, 0, 0], 16))).toBe(true)
    expect([...each(during, outside(rect))].every((rgb) => near(rgb, [0, 0, 0], 8))).toBe(true)
    expect([...each(after, () => true)].every((rgb) => near(rgb, [0, 0, 0], 8))).toBe(true)
  })

  it("shows the slot's backdrop around and through a logo's transparent parts", async () => {
    // A 100x100 PNG, transparent but for a 50x50 green square in its middle.
    const holed = await pictureFile(
      path.join(scratch.dir, 'holed.png'),
      'color=c=lime:s=50x50,format=rgba,pad=100:100:25:25:color=black@0',
    )
    const logo = logoOf(holed, 100, 100, { backdrop: '#0000ff' })
    const shown = await frameAt(await render(SPEC, logo), 0.5, SPEC.width, SPEC.height)
    const rect = rectOn(SPEC, logo)
    const square = {
      x: rect.x + rect.width / 4,
      y: rect.y + rect.height / 4,
      width: rect.width / 2,
      height: rect.height / 2,
    }
    expect([...each(shown, inside(square, 2))].every((rgb) => near(rgb, [0, 255, 0], 24))).toBe(
      true,
    )
    const box = boxOnSign(logo.slot.box, { sign: SPEC, fit: SPEC.fit, source: SOURCE })
    const backdrop = (x: number, y: number) => inside(box, 2)(x, y) && outside(square, 2)(x, y)
    expect([...each(shown, backdrop)].every((rgb) => near(rgb, [0, 0, 255], 16))).toBe(true)
    expect([...each(shown, outside(box, 2))].every((rgb) => near(rgb, [0, 0, 0], 8))).toBe(true)
  })

  it('reads JPEG and WebP logos, and lands in its slot on a letterboxed sign in the LEDs colours', async () => {
    const spec: ConversionSpec = {
      ...SPEC,
      height: 192,
      fit: 'letterbox',
      depth: 'amber',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    }
    for (const name of ['logo.jpg', 'logo.webp']) {
      const picture = await pictureFile(path.join(scratch.dir, name), 'color=c=white:s=120x120')
      const logo = logoOf(picture, 120, 120)
      const shown = await frameAt(await render(spec, logo), 0.5, spec.width, spec.height)
      const rect = rectOn(spec, logo)
      // 400x200 letterboxed on 192x192: the picture starts 48 rows down.
      expect(rect.y).toBeGreaterThanOrEqual(48)
      const lit = [...each(shown, inside(rect))]
      expect(lit.length).toBeGreaterThan(400)
      // Amber LEDs: white shows as red with green at about 3/4 of it, and no blue.
      expect(lit.every(([red, green, blue]) => red > 200 && green > 120 && blue <= 8)).toBe(true)
      expect([...each(shown, outside(rect))].every((rgb) => near(rgb, [0, 0, 0], 8))).toBe(true)
    }
  })
})
