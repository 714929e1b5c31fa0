import { describe, expect, it } from 'vitest'
import type { GreyPicture } from '../../src/services/conversion/grey-picture.ts'
import { smallestTextHeight, textLines } from '../../src/services/conversion/text-lines.ts'

const WIDTH = 384
const HEIGHT = 192

function blank(ground = 20): GreyPicture {
  return { width: WIDTH, height: HEIGHT, pixels: new Uint8Array(WIDTH * HEIGHT).fill(ground) }
}

function fill(picture: GreyPicture, x: number, y: number, w: number, h: number, level = 230) {
  for (let row = y; row < y + h; row++)
    picture.pixels.fill(level, row * WIDTH + x, row * WIDTH + x + w)
}

/** A line of block "letters" `tall` pixels high, `count` of them, like caps of a bold font. */
function letters(picture: GreyPicture, top: number, tall: number, count: number, left = 20) {
  const wide = Math.round(tall * 0.7)
  for (let i = 0; i < count; i++) {
    const x = left + i * (wide + Math.round(tall * 0.25))
    fill(picture, x, top, wide, tall)
    // A counter, as in an O or a B: letters are not solid blocks.
    fill(picture, x + Math.round(wide / 3), top + Math.round(tall / 3), 2, 3, 20)
  }
}

/** The same line drawn as an LED sign shows it: 3-pixel dots on a 4-pixel pitch. */
function dottedLetters(picture: GreyPicture, top: number, rows: number, count: number) {
  const columns = 5
  for (let i = 0; i < count; i++) {
    const left = 20 + i * (columns + 1) * 4
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const edge = row === 0 || row === rows - 1 || column === 0 || column === columns - 1
        if (edge) fill(picture, left + column * 4, top + row * 4, 3, 3)
      }
    }
  }
}

describe('the smallest text in a picture', () => {
  it('finds each line of letters and the smallest one’s height', () => {
    const picture = blank()
    letters(picture, 20, 44, 5)
    letters(picture, 80, 40, 6)
    letters(picture, 140, 24, 9)
    expect(textLines(picture).map((line) => [line.top, line.height])).toEqual([
      [20, 44],
      [80, 40],
      [140, 24],
    ])
    expect(smallestTextHeight(picture)).toBe(24)
  })

  it('reads letters made of LED dots as strokes, as tall as their rows of dots', () => {
    const picture = blank()
    dottedLetters(picture, 40, 8, 6)
    // 8 rows of 3-pixel dots on a 4-pixel pitch: 31 pixels from the top dot to the bottom
    // one; the blur that joins the dots may add a pixel at each edge.
    const tall = smallestTextHeight(picture) ?? 0
    expect(tall).toBeGreaterThanOrEqual(31)
    expect(tall).toBeLessThanOrEqual(33)
  })

  it('takes no scattered dots, frame borders or lone shapes for text', () => {
    const picture = blank()
    letters(picture, 60, 36, 6)
    // Snow: dots far apart. A chase-light border touching the frame. A bubble. A wide bar.
    for (let x = 10; x < WIDTH - 10; x += 40) fill(picture, x, 150 + (x % 3) * 4, 4, 4)
    for (let x = 0; x < WIDTH; x += 6) fill(picture, x, 0, 4, 4)
    fill(picture, 300, 120, 30, 30)
    fill(picture, 40, 170, 200, 12)
    expect(textLines(picture).map((line) => line.height)).toEqual([36])
  })

  it('finds no text in a picture without any', () => {
    expect(smallestTextHeight(blank())).toBeNull()
    const gradient = blank()
    for (let i = 0; i < gradient.pixels.length; i++) gradient.pixels[i] = (i % WIDTH) * 0.6
    expect(smallestTextHeight(gradient)).toBeNull()
  })
})
