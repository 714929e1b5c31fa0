// Makes the demo catalogue's public files from its clean masters: for each clip under
// apps/server/masters/products/<slug>/, the marked preview the shop plays (clip.mp4), its
// poster and its thumbnail under apps/server/media/products/<slug>/, with the same renders
// and the same preview mark as an uploaded master's media job (services/media). The masters
// are never served; customers' downloads convert them.
//
//   npx tsx apps/server/scripts/mark-previews.ts            every clip
//   npx tsx apps/server/scripts/mark-previews.ts <slug>...  only those
//
// FFMPEG_PATH overrides the ffmpeg binary.

import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { ffmpegBinaries } from '../src/services/conversion/ffmpeg-binaries.ts'
import { probeMedia } from '../src/services/conversion/probe-media.ts'
import { MEDIA_RENDERS, makeRender } from '../src/services/media/media-renders.ts'

const SERVER = path.resolve(import.meta.dirname, '..')
const MASTERS = path.join(SERVER, 'masters', 'products')
const MEDIA = path.join(SERVER, 'media', 'products')
/** Where each render goes: the shop's preview keeps the demo clip's name. */
const OUTPUT_NAMES: Record<string, string> = { 'preview.mp4': 'clip.mp4' }

async function markClip(slug: string, binaries: ReturnType<typeof ffmpegBinaries>) {
  const master = path.join(MASTERS, slug, 'clip.mp4')
  const { durationSeconds } = await probeMedia(master, binaries.ffprobe)
  for (const render of MEDIA_RENDERS) {
    const output = path.join(MEDIA, slug, OUTPUT_NAMES[render.name] ?? render.name)
    await makeRender(binaries.ffmpeg, master, output, render, {
      durationSeconds,
      timeoutMs: 60_000,
    })
  }
}

async function main() {
  const binaries = ffmpegBinaries(process.env.FFMPEG_PATH)
  const all = (await readdir(MASTERS)).sort()
  const only = process.argv.slice(2)
  const unknown = only.filter((slug) => !all.includes(slug))
  if (unknown.length > 0) throw new Error(`mark-previews: no master for ${unknown.join(', ')}`)
  const chosen = only.length > 0 ? only : all
  const started = Date.now()
  const queue = [...chosen]
  const worker = async () => {
    for (let slug = queue.shift(); slug; slug = queue.shift()) await markClip(slug, binaries)
  }
  await Promise.all([worker(), worker()])
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`mark-previews: ${chosen.length} clips marked in ${MEDIA} (${seconds} s)`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
