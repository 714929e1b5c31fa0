import { type ConversionSpec, FIT_MODES, fitGeometry, MAX_SIGN_SIDE } from '@marquee/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ffmpegArgs } from '../../src/services/conversion/ffmpeg-args.ts'
import { ffmpegBinaries } from '../../src/services/conversion/ffmpeg-binaries.ts'
import { buildFilterGraph } from '../../src/services/conversion/filter-graph.ts'

const seed = { width: 384, height: 192, fps: 25 }
const spec = (change: Partial<ConversionSpec>): ConversionSpec => ({
  format: 'mp4',
  width: 384,
  height: 192,
  fit: 'letterbox',
  depth: 'full',
  fps: 'source',
  codec: 'mjpeg',
  maxBytes: null,
  ...change,
})
const side = fc.integer({ min: 1, max: MAX_SIGN_SIDE })

describe('fitGeometry', () => {
  it('letterbox: the whole picture inside the sign, centred, touching two edges', () => {
    fc.assert(
      fc.property(side, side, side, side, (width, height, sourceWidth, sourceHeight) => {
        const sign = { width, height }
        const { scale, pad, crop } = fitGeometry('letterbox', sign, {
          width: sourceWidth,
          height: sourceHeight,
        })
        expect(crop).toBeNull()
        expect(scale.width === width || scale.height === height).toBe(true)
        const x = pad?.x ?? 0
        const y = pad?.y ?? 0
        expect(x + scale.width).toBeLessThanOrEqual(width)
        expect(y + scale.height).toBeLessThanOrEqual(height)
        expect(Math.abs(width - scale.width - 2 * x)).toBeLessThanOrEqual(1)
        expect(Math.abs(height - scale.height - 2 * y)).toBeLessThanOrEqual(1)
        // No distortion beyond rounding to whole pixels (half a pixel on each side).
        const stretchX = scale.width / sourceWidth
        const stretchY = scale.height / sourceHeight
        const slack = 0.5 / Math.min(scale.width, scale.height)
        if (scale.width > 1 && scale.height > 1) {
          expect(Math.abs(stretchX / stretchY - 1)).toBeLessThanOrEqual(2 * slack + 1e-9)
        }
      }),
    )
  })

  it('crop: a centred part of the source with the sign shape, then scaled to the sign', () => {
    fc.assert(
      fc.property(side, side, side, side, (width, height, sourceWidth, sourceHeight) => {
        const { scale, pad, crop } = fitGeometry(
          'crop',
          { width, height },
          { width: sourceWidth, height: sourceHeight },
        )
        expect(scale).toEqual({ width, height })
        expect(pad).toBeNull()
        const kept = crop ?? { width: sourceWidth, height: sourceHeight, x: 0, y: 0 }
        expect(kept.width === sourceWidth || kept.height === sourceHeight).toBe(true)
        expect(kept.x + kept.width).toBeLessThanOrEqual(sourceWidth)
        expect(kept.y + kept.height).toBeLessThanOrEqual(sourceHeight)
        expect(Math.abs(sourceWidth - kept.width - 2 * kept.x)).toBeLessThanOrEqual(1)
        expect(Math.abs(sourceHeight - kept.height - 2 * kept.y)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('reads a non-square pixel as its displayed shape', () => {
    // 200x100 pixels twice as wide as tall: a 4:1 picture, which fills a 400x100 sign.
    expect(
      fitGeometry(
        'letterbox',
        { width: 400, height: 100 },
        { width: 200, height: 100, sampleAspectRatio: 2 },
      ),
    ).toEqual({ crop: null, scale: { width: 400, height: 100 }, pad: null })
  })

  it('stretch scales straight to the sign', () => {
    expect(fitGeometry('stretch', { width: 7, height: 3 }, { width: 333, height: 500 })).toEqual({
      crop: null,
      scale: { width: 7, height: 3 },
      pad: null,
    })
  })
})

describe('buildFilterGraph', () => {
  it('scales before any colour conversion, and pads after it', () => {
    for (const depth of ['full', 'red-green', 'amber'] as const) {
      for (const fit of FIT_MODES) {
        const graph = buildFilterGraph(spec({ depth, fit, width: 97, height: 33 }), seed)
        const scaleAt = graph.indexOf('scale=')
        expect(scaleAt).toBeGreaterThan(0)
        expect(graph.indexOf('format=')).toBeGreaterThan(scaleAt)
        if (depth !== 'full') expect(graph.indexOf('colorchannelmixer')).toBeGreaterThan(scaleAt)
      }
    }
  })

  it('pads in 4:4:4 or RGB, never in 4:2:0', () => {
    const graph = buildFilterGraph(spec({ width: 97, height: 97 }), seed)
    expect(graph).toMatch(/format=yuv444p,pad=97:97:0:24:color=black,setsar=1,format=yuv444p\[v\]$/)
    const amber = buildFilterGraph(
      spec({
        width: 384,
        height: 384,
        depth: 'amber',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      }),
      seed,
    )
    expect(amber).toMatch(/format=gbrp,colorchannelmixer=[^,]+,pad=384:384:0:96:/)
  })

  it('uses area scaling when shrinking a lot and lanczos when enlarging', () => {
    expect(buildFilterGraph(spec({ width: 80, height: 32 }), seed)).toContain('flags=area')
    expect(buildFilterGraph(spec({ width: 776, height: 720 }), seed)).toContain('flags=lanczos')
    expect(buildFilterGraph(spec({ width: 300, height: 150 }), seed)).toContain('flags=bicubic')
    // One side enlarged 12x, the other squeezed 31x: area, since lanczos cannot be set up.
    const squeezed = buildFilterGraph(spec({ width: 4096, height: 16, fit: 'stretch' }), {
      width: 333,
      height: 500,
      fps: 25,
    })
    expect(squeezed).toContain('flags=area')
  })

  it('crops the source before scaling it', () => {
    expect(buildFilterGraph(spec({ fit: 'crop', width: 100, height: 100 }), seed)).toContain(
      'crop=192:192:96:0:exact=1,scale=100:100:flags=bicubic',
    )
  })

  it('GIF: 25 fps and one palette for the whole clip', () => {
    const graph = buildFilterGraph(spec({ format: 'gif' }), { ...seed, fps: 30 })
    expect(graph.startsWith('[0:v:0]fps=25,')).toBe(true)
    expect(graph).toContain('split[frames][stats];[stats]palettegen=stats_mode=diff[palette]')
    expect(graph).toContain('[frames][palette]paletteuse=dither=bayer[v]')
  })

  it('MPEG: runs at the rate MPEG-1 allows nearest to the source', () => {
    expect(buildFilterGraph(spec({ format: 'mpeg' }), seed)).toContain('[0:v:0]fps=25,')
    expect(buildFilterGraph(spec({ format: 'mp4' }), seed)).not.toContain('fps=')
    expect(buildFilterGraph(spec({ format: 'mpeg' }), { ...seed, fps: 15 })).toContain(
      'fps=24000/1001,',
    )
    expect(buildFilterGraph(spec({ format: 'mpeg' }), { ...seed, fps: 29.97 })).toContain(
      'fps=30000/1001,',
    )
  })
})

describe('ffmpegArgs', () => {
  const args = (change: Partial<ConversionSpec>) =>
    ffmpegArgs({ source: '/in/clip.mp4', output: '/out/file', spec: spec(change) }, seed)
  const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1]

  it('H.264: 4:2:0 High for even sizes, 4:4:4 High 4:4:4 when a side is odd, fast start', () => {
    expect(after(args({}), '-pix_fmt')).toBe('yuv420p')
    expect(after(args({}), '-profile:v')).toBe('high')
    for (const [width, height] of [
      [7, 4],
      [8, 3],
      [1, 1],
    ] as const) {
      expect(after(args({ width, height }), '-pix_fmt')).toBe('yuv444p')
      expect(after(args({ width, height }), '-profile:v')).toBe('high444')
    }
    expect(after(args({}), '-movflags')).toBe('+faststart')
  })

  it('AVI as MJPEG, MPEG as MPEG-1 up to 4095 and MPEG-2 at 4096, GIF looping', () => {
    expect(after(args({ format: 'avi' }), '-c:v')).toBe('mjpeg')
    expect(after(args({ format: 'mpeg', width: 4095 }), '-c:v')).toBe('mpeg1video')
    const wide = args({ format: 'mpeg', width: 4096, height: 16 })
    expect(after(wide, '-c:v')).toBe('mpeg2video')
    expect(after(wide, '-strict')).toBe('-1')
    // 4096x1 cannot be MPEG-1 (too wide) nor MPEG-2 (its header would hold a start code).
    expect(after(args({ format: 'mpeg', width: 4096, height: 1 }), '-c:v')).toBe('mpeg4')
    expect(after(args({ format: 'mpeg', width: 1, height: 4096 }), '-c:v')).toBe('mpeg2video')
    expect(after(args({ format: 'gif' }), '-loop')).toBe('0')
  })

  it('drops audio and metadata, reads no stdin, reports progress, writes last', () => {
    const list = args({ format: 'avi' })
    expect(list).toEqual(expect.arrayContaining(['-an', '-nostdin', '-progress', 'pipe:1']))
    expect(after(list, '-map_metadata')).toBe('-1')
    expect(after(list, '-f')).toBe('avi')
    expect(list.at(-1)).toBe('file:/out/file')
  })

  it('trims the input when asked', () => {
    const list = ffmpegArgs(
      { source: '/in/clip.mp4', output: '/out/file', spec: spec({}), maxSeconds: 0.5 },
      seed,
    )
    expect(list.indexOf('-t')).toBeLessThan(list.indexOf('-i'))
    expect(after(list, '-t')).toBe('0.5')
  })
})

describe('ffmpegBinaries', () => {
  it('takes ffprobe from beside ffmpeg', () => {
    expect(ffmpegBinaries('/opt/ffmpeg-7/bin/ffmpeg')).toEqual({
      ffmpeg: '/opt/ffmpeg-7/bin/ffmpeg',
      ffprobe: '/opt/ffmpeg-7/bin/ffprobe',
    })
    expect(ffmpegBinaries('ffmpeg')).toEqual({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' })
    expect(ffmpegBinaries('/x/ffmpeg', '/y/ffprobe').ffprobe).toBe('/y/ffprobe')
  })
})
