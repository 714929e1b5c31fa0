#!/usr/bin/env node
// Regenerates the demo files with ffmpeg: for each product a four-second seamless LED-sign
// loop (clip.mp4) under apps/server/masters/, never served, and its gallery stills under
// apps/server/media/, plus the review avatars and the blog images; then, from the masters, the
// marked previews the shop plays, their posters and thumbnails (mark-previews.ts).
//
//   node apps/server/scripts/make-media.mjs            everything
//   node apps/server/scripts/make-media.mjs <slug>...  only those products
//
// FFMPEG_PATH overrides the ffmpeg binary, FONT_FILE the bold TrueType font. What it draws is
// in media-specs.mjs and the seed's demo-catalog data; how, in media/. No dependencies
// beyond node:*.

import { execFileSync } from 'node:child_process'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeAvatar } from './media/avatar-image.mjs'
import { makeBlogImage } from './media/blog-image.mjs'
import { demoSigns } from './media/demo-signs.mjs'
import { checkTools } from './media/ffmpeg-run.mjs'
import { makeProduct } from './media/product-media.mjs'
import { openTextFiles } from './media/sign-graph.mjs'
import { AVATARS, BLOG, SAMPLE_PRODUCTS } from './media-specs.mjs'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MEDIA_DIR = path.join(SERVER_DIR, 'media')
const MASTERS_DIR = path.join(SERVER_DIR, 'masters')
const MARK_PREVIEWS = path.join(SERVER_DIR, 'scripts', 'mark-previews.ts')
/** ffmpeg runs at once: each is single-threaded in its filters, so about one per core. */
const PARALLEL = 4

async function listFiles(dir) {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await listFiles(full)))
    else out.push({ file: full, size: (await stat(full)).size })
  }
  return out
}

/** Runs the jobs PARALLEL at a time, each starting as soon as one ends. */
async function inPool(jobs) {
  const queue = [...jobs]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job()
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  await checkTools()
  const only = process.argv.slice(2)
  const products = [...SAMPLE_PRODUCTS, ...demoSigns()]
  const unknown = only.filter((slug) => !products.some((p) => p.slug === slug))
  if (unknown.length > 0) throw new Error(`make-media: no product ${unknown.join(', ')}`)
  const chosen = only.length > 0 ? products.filter((p) => only.includes(p.slug)) : products
  const textFiles = await openTextFiles()
  try {
    const started = Date.now()
    const jobs = chosen.map((spec) => async () => {
      for (const root of [MEDIA_DIR, MASTERS_DIR]) {
        await rm(path.join(root, 'products', spec.slug), { recursive: true, force: true })
      }
      await makeProduct(spec, { mediaDir: MEDIA_DIR, mastersDir: MASTERS_DIR }, textFiles)
    })
    if (only.length === 0) {
      for (const dir of ['products', 'avatars', 'blog'].map((sub) => path.join(MEDIA_DIR, sub))) {
        await rm(dir, { recursive: true, force: true })
        await mkdir(dir, { recursive: true })
      }
      await rm(path.join(MASTERS_DIR, 'products'), { recursive: true, force: true })
      jobs.push(
        ...AVATARS.map((a, i) => () => makeAvatar(a, i + 1, MEDIA_DIR, textFiles)),
        ...BLOG.map((b, i) => () => makeBlogImage(b, i + 1, MEDIA_DIR, textFiles)),
      )
    }
    await inPool(jobs)
    execFileSync(process.execPath, ['--import', 'tsx', MARK_PREVIEWS, ...only], {
      stdio: 'inherit',
    })
    const files = (await listFiles(MEDIA_DIR)).sort((x, y) => x.file.localeCompare(y.file))
    let total = 0
    for (const { file, size } of files) {
      total += size
      console.log(`${kb(size).padStart(10)}  ${path.relative(MEDIA_DIR, file)}`)
    }
    console.log(
      `make-media: ${chosen.length} products made; ${files.length} files, ` +
        `${(total / 1024 / 1024).toFixed(2)} MB in ${MEDIA_DIR} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  } finally {
    await textFiles.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
