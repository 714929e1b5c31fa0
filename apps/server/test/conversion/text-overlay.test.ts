import { existsSync } from 'node:fs'
import path from 'node:path'
import { type ConversionSpec, placeText, type TemplateField } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { filterValue } from '../../src/services/conversion/filter-escape.ts'
import { buildFilterGraph } from '../../src/services/conversion/filter-graph.ts'
import { signFontFile } from '../../src/services/conversion/sign-font-files.ts'
import type { DrawnText } from '../../src/services/conversion/text-overlay.ts'

const field: TemplateField = {
  name: 'name',
  label: 'Name',
  default: '',
  maxLength: 60,
  upperCase: false,
  box: { x: 0.1, y: 0.5, width: 0.8, height: 0.4 },
  font: 'pixel',
  color: '#ffcc00',
  backdrop: null,
  align: 'center',
  animation: 'still',
  start: 1,
  end: 3,
}
// A 2:1 source on a square sign: letterboxed with 96 black rows above the picture.
const spec: ConversionSpec = {
  format: 'gif',
  width: 384,
  height: 384,
  fit: 'letterbox',
  depth: 'amber',
  fps: 'source',
  codec: 'mjpeg',
  maxBytes: null,
}
const source = { width: 384, height: 192, fps: 25 }

const drawn = (text: string, change: Partial<TemplateField> = {}): DrawnText => ({
  placement: placeText({ ...field, ...change }, text, { sign: spec, fit: spec.fit, source }),
  textFile: '/work/texts/text-0.txt',
  fontFile: signFontFile(change.font ?? field.font),
})

describe('the drawtext filters of a personalised clip', () => {
  it('draws after the scale and before the colour depth and the pad, the pad offset taken off', () => {
    const text = drawn('JOE')
    const graph = buildFilterGraph(spec, source, [text])
    const order = ['scale=', 'drawtext=', 'colorchannelmixer=', 'pad=']
    const at = order.map((name) => graph.indexOf(name))
    expect(at.every((index) => index >= 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    // The placement is on the whole sign; the picture drawn on starts 96 rows down.
    expect(text.placement.baseline).toBeGreaterThan(96)
    expect(graph).toContain(`:y=${text.placement.baseline - 96}-ascent:`)
    expect(graph).toContain('expansion=none')
    expect(graph).toContain('enable=between(t\\,1\\,3)')
  })

  it('never puts the text itself in the graph, and draws nothing for an empty text', () => {
    expect(buildFilterGraph(spec, source, [drawn('%{pts}')])).not.toContain('pts')
    expect(buildFilterGraph(spec, source, [drawn('')])).toBe(buildFilterGraph(spec, source))
  })

  it('fills a backdrop before drawing the text over it, and for an empty text too', () => {
    const withText = buildFilterGraph(spec, source, [drawn('JOE', { backdrop: '#000080' })])
    expect(withText.indexOf('drawbox=')).toBeGreaterThan(withText.indexOf('scale='))
    expect(withText.indexOf('drawbox=')).toBeLessThan(withText.indexOf('drawtext='))
    expect(withText).toContain('color=#000080:t=fill')
    const empty = { ...drawn('', { backdrop: '#000080' }), textFile: null }
    const graph = buildFilterGraph(spec, source, [empty])
    expect(graph).toContain('drawbox=')
    expect(graph).not.toContain('drawtext=')
  })

  it('finds every bundled font file', () => {
    for (const font of ['pixel', 'bold', 'condensed'] as const) {
      expect(path.isAbsolute(signFontFile(font))).toBe(true)
      expect(signFontFile(font)).toMatch(/\.ttf$/)
      expect(existsSync(signFontFile(font))).toBe(true)
    }
  })

  it('escapes for the option and then for the graph', () => {
    expect(filterValue("/a'b:c\\d,e[f]g;h")).toBe("/a\\\\\\'b\\\\:c\\\\\\\\d\\,e\\[f\\]g\\;h")
    expect(filterValue('#ff00ff')).toBe('#ff00ff')
  })
})
