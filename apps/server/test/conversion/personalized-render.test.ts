import { existsSync } from 'node:fs'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { type ConversionSpec, placeText, type SignBox, type TemplateField } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { probeMedia } from '../../src/services/conversion/probe-media.ts'
import { blackClip, type Frame, frameAt, pixel, SEED_CLIP, scratchDir } from './media-fixtures.ts'

let scratch: Awaited<ReturnType<typeof scratchDir>>
let black: string

beforeAll(async () => {
  scratch = await scratchDir()
  black = await blackClip(scratch.dir)
})
afterAll(() => scratch.remove())

const field = (change: Partial<TemplateField> = {}): TemplateField => ({
  name: 'name',
  label: 'Name',
  default: '',
  maxLength: 60,
  upperCase: false,
  box: { x: 0.1, y: 0.55, width: 0.8, height: 0.3 },
  font: 'bold',
  color: '#ff00ff',
  backdrop: null,
  align: 'center',
  animation: 'still',
  start: 0,
  end: 3,
  ...change,
})

// Motion JPEG codes every frame on its own, 16x16 blocks at a time: drawn text changes only
// the blocks it touches, so the rest of the frame can be compared with the plain clip's.
const SMALL: ConversionSpec = {
  format: 'avi',
  width: 192,
  height: 96,
  fit: 'stretch',
  depth: 'full',
  fps: 'source',
  codec: 'mjpeg',
  maxBytes: null,
}

let outputs = 0
async function render(
  source: string,
  spec: ConversionSpec,
  fields: TemplateField[] | null,
  texts: Record<string, string> = {},
): Promise<string> {
  outputs += 1
  const output = path.join(scratch.dir, `out-${outputs}.${spec.format}`)
  await convertClip({
    source,
    output,
    spec,
    maxSeconds: 2,
    ...(fields ? { personalization: { fields, texts } } : {}),
  })
  return output
}

const frame = (file: string, seconds: number, spec: ConversionSpec) =>
  frameAt(file, seconds, spec.width, spec.height)

const difference = (a: number[], b: number[]) =>
  Math.max(...a.map((value, index) => Math.abs(value - (b[index] ?? 0))))

/** The points of the frame inside (or, with `outside`, farther than `margin` from) the box. */
function* points(frame: Frame, box: SignBox, margin: number, outside: boolean) {
  for (let y = 0; y < frame.height; y += 1) {
    for (let x = 0; x < frame.width; x += 1) {
      const far =
        x < box.x - margin ||
        x > box.x + box.width + margin ||
        y < box.y - margin ||
        y > box.y + box.height + margin
      if (far === outside) yield [x, y] as const
    }
  }
}

/** Points where two frames differ by more than `tolerance` in a channel. */
const changed = (a: Frame, b: Frame, where: Iterable<readonly [number, number]>, tolerance = 48) =>
  [...where].filter(([x, y]) => difference(pixel(a, x, y), pixel(b, x, y)) > tolerance)

const lit = (frame: Frame, where: Iterable<readonly [number, number]>) =>
  [...where].filter(([x, y]) => Math.max(...pixel(frame, x, y)) > 64)

const whole = (frame: Frame) => ({ x: 0, y: 0, width: frame.width, height: frame.height })

describe('a personalised clip, on decoded pixels', () => {
  it('two texts give two files of exactly the size, unlike the plain clip and each other, only in the box, in the colour', async () => {
    const fields = [field()]
    const [plain, first, second] = await Promise.all([
      render(SEED_CLIP, SMALL, null),
      render(SEED_CLIP, SMALL, fields, { name: 'ACME TIRES' }),
      render(SEED_CLIP, SMALL, fields, { name: 'BOB' }),
    ])
    for (const file of [first, second]) {
      expect(await probeMedia(file)).toMatchObject({ width: 192, height: 96 })
    }
    const [plainFrame, firstFrame, secondFrame] = await Promise.all([
      frame(plain, 1, SMALL),
      frame(first, 1, SMALL),
      frame(second, 1, SMALL),
    ])
    const box = placeText(field(), 'BOB', {
      sign: SMALL,
      fit: 'stretch',
      source: { width: 384, height: 192 },
    }).box
    const inBox = [...points(plainFrame, box, 0, false)]
    const drawn = changed(plainFrame, firstFrame, inBox)
    expect(drawn.length).toBeGreaterThan(100)
    expect(changed(firstFrame, secondFrame, inBox).length).toBeGreaterThan(100)
    // The text is magenta, anti-aliased at its edges: most changed points are clearly magenta.
    const magenta = drawn.filter(([x, y]) => {
      const [red, green, blue] = pixel(firstFrame, x, y)
      return red - green > 80 && blue - green > 80
    })
    expect(magenta.length).toBeGreaterThan(drawn.length / 2)
    // Away from the box (past the 16x16 blocks it touches) the picture is the plain clip's.
    for (const other of [firstFrame, secondFrame]) {
      expect(changed(plainFrame, other, points(plainFrame, box, 16, true), 2)).toEqual([])
    }
  })

  it('draws texts that mean something to ffmpeg or a shell as themselves', async () => {
    const text = "%{pts} ' : \\ $(touch pwned) ;rm -rf [x],y"
    // The private work directory, and so the text file's path, full of the graph's specials.
    const oddTmp = path.join(scratch.dir, "we'ird:dir,[x];y\\z")
    await mkdir(oddTmp)
    const tmp = process.env.TMPDIR
    process.env.TMPDIR = oddTmp
    let special: string
    try {
      special = await render(black, SMALL, [field()], { name: text })
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = tmp
    }
    expect(existsSync(path.join(process.cwd(), 'pwned'))).toBe(false)
    // Nothing made there, and the work directory with the customer's text is gone.
    expect(await readdir(oddTmp)).toEqual([])
    const [early, late] = await Promise.all([
      frame(special, 0.4, SMALL),
      frame(special, 1.6, SMALL),
    ])
    expect(lit(early, points(early, whole(early), 0, false)).length).toBeGreaterThan(60)
    // %{pts} drawn as written: expanded, it would show the time and differ between the two.
    expect(changed(early, late, points(early, whole(early), 0, false), 8)).toEqual([])
  })

  it('blinks: the text is on in the first half of each second and off in the second', async () => {
    const blinking = await render(black, SMALL, [field({ animation: 'blink' })], { name: 'OPEN' })
    const [on, off, onAgain] = await Promise.all([
      frame(blinking, 0.2, SMALL),
      frame(blinking, 0.7, SMALL),
      frame(blinking, 1.2, SMALL),
    ])
    const all = (frame: Frame) => points(frame, whole(frame), 0, false)
    expect(lit(on, all(on)).length).toBeGreaterThan(60)
    expect(lit(off, all(off))).toEqual([])
    expect(lit(onAgain, all(onAgain)).length).toBe(lit(on, all(on)).length)
  })

  it('fades in, and scrolls from the right edge of its box to past its left edge', async () => {
    const [fading, scrolling] = await Promise.all([
      render(black, SMALL, [field({ animation: 'fade' })], { name: 'HELLO' }),
      render(black, SMALL, [field({ animation: 'scroll', start: 0, end: 2 })], { name: 'HI' }),
    ])
    const [dim, bright] = await Promise.all([frame(fading, 0.16, SMALL), frame(fading, 1, SMALL)])
    const brightest = (frame: Frame) =>
      Math.max(
        ...lit(frame, points(frame, whole(frame), 0, false)).map(([x, y]) => pixel(frame, x, y)[0]),
      )
    expect(brightest(dim)).toBeLessThan(brightest(bright) * 0.6)
    const lefts = await Promise.all(
      [0.4, 1.2].map(async (seconds) => {
        const shown = await frame(scrolling, seconds, SMALL)
        return Math.min(...lit(shown, points(shown, whole(shown), 0, false)).map(([x]) => x))
      }),
    )
    expect(lefts[1]).toBeLessThan((lefts[0] ?? 0) - 40)
  })

  it('fills its box with the backdrop for the whole span, under the text, even an empty one', async () => {
    const spec: ConversionSpec = { ...SMALL, format: 'gif' }
    const fields = [
      field({ animation: 'blink', backdrop: '#0000ff' }),
      field({
        name: 'empty',
        box: { x: 0.1, y: 0.1, width: 0.3, height: 0.2 },
        backdrop: '#00ff00',
      }),
    ]
    const file = await render(black, spec, fields, { name: 'OPEN', empty: '' })
    const [on, off] = await Promise.all([frame(file, 0.2, spec), frame(file, 0.7, spec)])
    const picture = { sign: spec, fit: spec.fit, source: { width: 400, height: 200 } }
    const [textBox, emptyBox] = fields.map((one) => placeText(one, '', picture).box)
    if (!textBox || !emptyBox) throw new Error('two fields, two boxes')
    const inside = (box: SignBox) =>
      points(
        off,
        { x: box.x + 1, y: box.y + 1, width: box.width - 3, height: box.height - 3 },
        0,
        false,
      )
    // Off half of the blink: the box is all backdrop; on: the text is drawn over it.
    expect(
      [...inside(textBox)].every(([x, y]) => difference(pixel(off, x, y), [0, 0, 255]) < 16),
    ).toBe(true)
    expect(
      [...inside(textBox)].filter(([x, y]) => difference(pixel(on, x, y), [255, 0, 255]) < 48)
        .length,
    ).toBeGreaterThan(60)
    expect(
      [...inside(emptyBox)].every(([x, y]) => difference(pixel(on, x, y), [0, 255, 0]) < 16),
    ).toBe(true)
    const outside = [...points(off, textBox, 2, true)].filter(
      ([x, y]) => x > emptyBox.x + emptyBox.width + 2 || y > emptyBox.y + emptyBox.height + 2,
    )
    expect(lit(off, outside)).toEqual([])
  })

  it('lands in its box on a letterboxed sign, in the colours of the sign', async () => {
    // 400x200 onto 200x200: the picture is 200x100 with 50 black rows above and below.
    // A GIF's frames are RGB: no 4:2:0 chroma to blur a thin stroke's colour.
    const spec: ConversionSpec = {
      ...SMALL,
      format: 'gif',
      width: 200,
      height: 200,
      fit: 'letterbox',
      depth: 'amber',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    }
    const padded = await render(black, spec, [field()], { name: 'MAIN ST' })
    const shown = await frame(padded, 1, spec)
    const box = placeText(field(), 'MAIN ST', {
      sign: spec,
      fit: 'letterbox',
      source: { width: 400, height: 200 },
    }).box
    expect(box.y).toBeGreaterThanOrEqual(100)
    const everywhere = points(shown, whole(shown), 0, false)
    const drawn = lit(shown, everywhere)
    expect(drawn.length).toBeGreaterThan(60)
    expect(
      drawn.filter(
        ([x, y]) =>
          x < box.x - 1 || x > box.x + box.width + 1 || y < box.y - 1 || y > box.y + box.height + 1,
      ),
    ).toEqual([])
    // Amber: magenta text shows as one LED colour, green at 3/4 of red, no blue.
    expect(Math.max(...drawn.map(([x, y]) => pixel(shown, x, y)[2]))).toBeLessThanOrEqual(8)
  })
})
