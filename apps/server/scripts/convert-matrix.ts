/**
 * npm run convert:matrix: the full conversion matrix of issue 12. Every reference size x
 * every file type (letterbox, full colour) from the first second of a seed clip, each output
 * probed with ffprobe for its exact size and codec. Prints the counts and the time; exits 1
 * when any output is wrong. `--jobs N` runs N conversions at once (default 1).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { type ConversionSpec, FILE_TYPES, REFERENCE_SIZES } from '@marquee/core'
import { convertClip } from '../src/services/conversion/convert-clip.ts'
import { probeMedia } from '../src/services/conversion/probe-media.ts'

const SOURCE = path.resolve(import.meta.dirname, '../media/products/oil-change-special/clip.mp4')
const CODECS = { mp4: 'h264', avi: 'mjpeg', mpeg: 'mpeg1video', gif: 'gif' } as const
const jobsAt = process.argv.indexOf('--jobs')
const JOBS = jobsAt > 0 ? Math.max(1, Number(process.argv[jobsAt + 1]) || 1) : 1

const specs: ConversionSpec[] = REFERENCE_SIZES.flatMap(({ width, height }) =>
  FILE_TYPES.map((format) => ({ format, width, height, fit: 'letterbox', depth: 'full' })),
)
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-convert-matrix-'))
const secondsByFormat = new Map<string, number>()
const wrong: string[] = []
const queue = [...specs]

async function convertOne(spec: ConversionSpec): Promise<void> {
  const name = `${spec.width}x${spec.height}.${spec.format}`
  const output = path.join(dir, name)
  const started = performance.now()
  try {
    await convertClip({ source: SOURCE, output, spec, maxSeconds: 1 })
    const facts = await probeMedia(output)
    if (facts.width !== spec.width || facts.height !== spec.height) {
      wrong.push(`${name}: ${facts.width}x${facts.height}`)
    } else if (facts.codec !== CODECS[spec.format]) {
      wrong.push(`${name}: ${facts.codec}`)
    }
  } catch (error) {
    wrong.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    rmSync(output, { force: true })
  }
  const seconds = (performance.now() - started) / 1000
  secondsByFormat.set(spec.format, (secondsByFormat.get(spec.format) ?? 0) + seconds)
}

const started = performance.now()
const load = loadavg()[0]?.toFixed(1)
console.log(
  `convert:matrix: ${REFERENCE_SIZES.length} sizes x ${FILE_TYPES.length} formats = ${specs.length} conversions, ${JOBS} at a time, on ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'} (load ${load})`,
)
try {
  await Promise.all(
    Array.from({ length: JOBS }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) await convertOne(spec)
    }),
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const total = (performance.now() - started) / 1000
for (const format of FILE_TYPES) {
  const seconds = secondsByFormat.get(format) ?? 0
  console.log(
    `  ${format.padEnd(4)}  ${REFERENCE_SIZES.length} files  ${seconds.toFixed(1)} s  (${((seconds / REFERENCE_SIZES.length) * 1000).toFixed(0)} ms each)`,
  )
}
console.log(
  `${specs.length - wrong.length} of ${specs.length} exactly the size asked, ${wrong.length} wrong, in ${total.toFixed(1)} s (load ${loadavg()[0]?.toFixed(1)} at the end)`,
)
for (const line of wrong) console.log(`  WRONG ${line}`)
process.exitCode = wrong.length > 0 ? 1 : 0
