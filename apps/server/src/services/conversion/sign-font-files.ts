import { existsSync } from 'node:fs'
import path from 'node:path'
import { SIGN_FONT_METRICS, type SignFont } from '@marquee/core'
import { serverRoot } from '../../server-root.ts'
import { ConversionError } from './conversion-error.ts'

/**
 * Where the bundled sign fonts are. The compiled server ships without packages/ (README,
 * "Deploying the build"), so scripts/build.mjs copies them into dist/sign-fonts beside the
 * bundle; from the sources (tsx: `npm run dev`, tests, the bench) they are read where
 * packages/core keeps them. Both are looked for from this module's directory.
 */
const FONT_DIRS = [
  path.join(import.meta.dirname, 'sign-fonts'),
  path.resolve(serverRoot, '../../packages/core/fonts'),
]

let found: string | undefined

function fontDir(): string {
  found ??= FONT_DIRS.find((dir) => existsSync(path.join(dir, SIGN_FONT_METRICS.pixel.file)))
  if (found === undefined) {
    // An installation fault, like a missing ffmpeg: this machine cannot draw text.
    throw new ConversionError(
      'no-ffmpeg',
      'the sign fonts are missing',
      `looked in ${FONT_DIRS.join(' and ')}`,
    )
  }
  return found
}

/** The absolute path of a sign font's TTF, as ffmpeg's drawtext opens it. */
export function signFontFile(font: SignFont): string {
  return path.join(fontDir(), SIGN_FONT_METRICS[font].file)
}
