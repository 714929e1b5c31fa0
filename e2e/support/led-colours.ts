import type { Locator } from '@playwright/test'

/** The LED preview's colour at the centre of every LED, one hex triple per LED, row by row. */
export const ledColours = (preview: Locator) =>
  preview.evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas')
    copy.width = canvas.width
    copy.height = canvas.height
    const context = copy.getContext('2d')
    if (!context) throw new Error('no 2D context')
    context.drawImage(canvas, 0, 0)
    const { data } = context.getImageData(0, 0, copy.width, copy.height)
    const leds = Number(canvas.dataset.ledWidth)
    const pitch = canvas.width / leds
    const colours: string[] = []
    for (let y = pitch / 2; y < copy.height; y += pitch) {
      for (let x = pitch / 2; x < copy.width; x += pitch) {
        const at = (Math.floor(y) * copy.width + Math.floor(x)) * 4
        const [red = 0, green = 0, blue = 0] = data.subarray(at, at + 3)
        colours.push(((red << 16) | (green << 8) | blue).toString(16))
      }
    }
    return colours
  })

/** How many LEDs show another colour. */
export const differing = (before: string[], after: string[]) =>
  before.filter((colour, index) => colour !== after[index]).length
