// Running ffmpeg for the media script: one call per output file, errors naming that file.

import { execFile } from 'node:child_process'
import { access } from 'node:fs/promises'

export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg'
export const FONT = process.env.FONT_FILE || '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

export function run(args) {
  return new Promise((resolve, reject) => {
    execFile(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-y', ...args],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          const out = args.at(-1)
          reject(new Error(`ffmpeg failed making ${out}:\n${stderr || error.message}`))
        } else resolve()
      },
    )
  })
}

/** Exits with a message saying what to install when ffmpeg or the font is missing. */
export async function checkTools() {
  await new Promise((resolve) => {
    execFile(FFMPEG, ['-hide_banner', '-version'], (error) => {
      if (error) {
        console.error(
          `make-media: cannot run ffmpeg (${FFMPEG}): ${error.code === 'ENOENT' ? 'not found' : error.message}.\n` +
            'Install ffmpeg 5.1 or newer (with libx264, libwebp and drawtext), or set FFMPEG_PATH to the binary.',
        )
        process.exit(1)
      }
      resolve()
    })
  })
  try {
    await access(FONT)
  } catch {
    console.error(
      `make-media: font not found: ${FONT}. Install fonts-dejavu-core or set FONT_FILE.`,
    )
    process.exit(1)
  }
}

/** Output options of a still: WebP at a quality that keeps a poster near 15 KB. */
export const webpStill = (quality = 62) => [
  ...['-frames:v', '1', '-c:v', 'libwebp', '-quality', String(quality)],
  ...['-compression_level', '6', '-preset', 'picture'],
]
