import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ConversionSpec } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { meetBudget, passProgress } from '../../src/services/conversion/budget-ladder.ts'
import { ConversionError } from '../../src/services/conversion/conversion-error.ts'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { readOutputHeader } from '../../src/services/conversion/output-check/output-header.ts'
import { SEED_CLIP, scratchForFile, specOf } from './media-fixtures.ts'

// Issue 27: a controller with little memory gets a file within its budget, or the smallest size.
const SIGN = specOf({ format: 'mp4', width: 192, height: 96 })

const scratch = scratchForFile()

const convert = (spec: ConversionSpec, name: string, onProgress?: (fraction: number) => void) =>
  convertClip(
    { source: SEED_CLIP, output: path.join(scratch.dir, name), spec, maxSeconds: 2 },
    onProgress ? { onProgress } : {},
  )

const overBudget = (spec: ConversionSpec, name: string) =>
  convert(spec, name).then(
    () => null,
    (error: unknown) => error,
  )

describe('a file-size budget', () => {
  it.each(['mp4', 'avi', 'mpeg', 'gif'] as const)(
    'brings a %s down the quality ladder to fit, at the sign’s exact size',
    async (format) => {
      const best = await convert({ ...SIGN, format }, `best.${format}`)
      const maxBytes = Math.floor(best.bytes * 0.6)
      const progress: number[] = []
      const fitted = await convert({ ...SIGN, format, maxBytes }, `fitted.${format}`, (fraction) =>
        progress.push(fraction),
      )
      expect(fitted.bytes).toBeLessThanOrEqual(maxBytes)
      expect(fitted.bytes).toBe((await stat(path.join(scratch.dir, `fitted.${format}`))).size)
      expect(
        await readOutputHeader(path.join(scratch.dir, `fitted.${format}`), format),
      ).toMatchObject({ width: 192, height: 96 })
      expect(fitted.facts.frames).toBe(best.facts.frames)
      // The bar never runs backwards across the passes.
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
    },
  )

  it('keeps a file that already fits as its best picture', async () => {
    const best = await convert(SIGN, 'plain.mp4')
    const roomy = await convert({ ...SIGN, maxBytes: best.bytes }, 'roomy.mp4')
    expect(roomy.bytes).toBe(best.bytes)
  })

  it('refuses a budget no step reaches, naming the smallest size, and leaves no file behind', async () => {
    const error = await overBudget({ ...SIGN, format: 'gif', maxBytes: 1024 }, 'tiny.gif')
    expect(error).toBeInstanceOf(ConversionError)
    expect((error as ConversionError).kind).toBe('over-budget')
    expect((error as ConversionError).message).toMatch(
      /^The smallest GIF of this clip at 192x96 is [\d,]+ bytes, over the 1,024-byte file-size budget/,
    )
    const left = (await readdir(scratch.dir)).filter((name) => name.includes('tiny.gif'))
    expect(left).toEqual([])
  })

  it('refuses a BMP over its budget before ffmpeg starts: its one size is known', async () => {
    // An ffmpeg that cannot start: reaching it would fail as no-ffmpeg instead.
    const error = await convertClip(
      {
        source: SEED_CLIP,
        output: path.join(scratch.dir, 'over.bmp'),
        spec: { ...SIGN, format: 'bmp', maxBytes: 2048 },
      },
      { ffmpegPath: path.join(scratch.dir, 'no-ffmpeg'), ffprobePath: 'ffprobe' },
    ).catch((caught: unknown) => caught)
    expect((error as ConversionError).kind).toBe('over-budget')
    // 192 pixels of 3 bytes in 96 rows, after 54 bytes of headers.
    expect((error as ConversionError).message).toContain('is 55,350 bytes')
  })
})

describe('meetBudget', () => {
  /** A ladder whose step n makes a file of sizes[n] bytes, recording the steps tried and discarded. */
  function ladder(sizes: number[]) {
    const tried: number[] = []
    const discarded: number[] = []
    const encode = async (step: number) => {
      tried.push(step)
      return { file: String(step), bytes: sizes[step] ?? 0 }
    }
    const discard = async ({ file }: { file: string }) => {
      discarded.push(Number(file))
    }
    const over = (smallest: number) => new Error(`smallest ${smallest}`)
    return {
      tried,
      discarded,
      run: (max: number | null) => meetBudget(max, sizes.length, encode, discard, over),
    }
  }

  it('encodes once without a budget, or when the best fits', async () => {
    const noBudget = ladder([900, 500, 100])
    expect((await noBudget.run(null)).bytes).toBe(900)
    expect(noBudget.tried).toEqual([0])
    const fits = ladder([900, 500, 100])
    expect((await fits.run(900)).bytes).toBe(900)
    expect(fits.tried).toEqual([0])
  })

  it('tries the smallest step next, then searches for the best step that fits', async () => {
    const sizes = [1000, 800, 600, 400, 300, 200, 100]
    const steps = ladder(sizes)
    const kept = await steps.run(450)
    expect(kept).toEqual({ file: '3', bytes: 400 })
    expect(steps.tried).toEqual([0, 6, 3, 1, 2])
    // Every pass but the kept one is discarded.
    expect(steps.discarded.sort()).toEqual([0, 1, 2, 6])
  })

  it('refuses with the smallest step’s size when even it is over, keeping nothing', async () => {
    const steps = ladder([1000, 600, 300])
    await expect(steps.run(200)).rejects.toThrow('smallest 300')
    expect(steps.discarded.sort()).toEqual([0, 2])
    const single = ladder([5000])
    await expect(single.run(100)).rejects.toThrow('smallest 5000')
  })

  it('moves the bar forward across passes: half for the first, half the rest for each next', () => {
    expect(passProgress(0, 0)).toBe(0)
    expect(passProgress(0, 1)).toBe(0.5)
    expect(passProgress(1, 0)).toBe(0.5)
    expect(passProgress(1, 1)).toBe(0.75)
    expect(passProgress(2, 1)).toBe(0.875)
  })
})
