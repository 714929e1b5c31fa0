import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ConversionSpec, signLogoExtension } from '@marquee/core'
import { storedBudget } from '../../db/schema.ts'
import type { LogoFile } from '../conversion/logo-overlay.ts'
import { convertWithinMemory } from '../conversion/within-memory.ts'
import { type PersonalRender, PLAIN } from '../personalization/personal-render.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { contentTypeOf, renditionKey } from './rendition-names.ts'
import { type Rendition, saveRendition } from './renditions.ts'
import { type SourceClip, withSourceFile } from './source-clip.ts'

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export interface MakeOptions {
  signal?: AbortSignal
  onProgress?: (fraction: number) => void
  /** Convert only the first seconds (the converter test's sample). */
  maxSeconds?: number
  /** The whole try, the wait for memory included (default: the conversion time limit). */
  timeoutMs?: number
  /** The longest to wait for memory (default: all of timeoutMs); then PoolBusyError. */
  waitMs?: number
  /** Draw a personalised clip's texts and logo; the rendition is kept under their key. */
  personalization?: PersonalRender
}

/**
 * Converts the clip in a private temporary directory, once its memory fits beside the other
 * conversions of this process (within-memory.ts), puts the verified file in storage and
 * records it. If another conversion recorded the same rendition first, that one is kept.
 */
export function makeRendition(
  context: DownloadsContext,
  source: SourceClip,
  spec: ConversionSpec,
  options: MakeOptions = {},
): Promise<Rendition> {
  return withSourceFile(context, source, (file) =>
    withLogoFile(context, options.personalization, (logo) =>
      convertFile(context, file, source, spec, options, logo),
    ),
  )
}

/** The personalisation's logo as a local file (the store's own, or fetched once), if it has one. */
function withLogoFile<T>(
  context: DownloadsContext,
  personalization: PersonalRender | undefined,
  use: (logo: LogoFile | null) => Promise<T>,
): Promise<T> {
  const logo = personalization?.logo
  if (!logo) return use(null)
  const type = signLogoExtension(logo.key)
  if (!type) throw new Error(`the logo ${logo.key} is not a PNG, JPEG or WebP`)
  const { key, width, height, slot } = logo
  return context.store.localFile(key, (file) => use({ file, type, width, height, slot }))
}

async function convertFile(
  context: DownloadsContext,
  file: string,
  source: SourceClip,
  spec: ConversionSpec,
  options: MakeOptions,
  logo: LogoFile | null,
): Promise<Rendition> {
  const workDir = path.join(tmpdir(), 'marquee-conversions', randomUUID())
  await mkdir(workDir, { recursive: true })
  try {
    const output = path.join(workDir, `output.${spec.format}`)
    const { maxSeconds, personalization, ...rest } = options
    const result = await convertWithinMemory(
      context.conversionMemory,
      {
        source: file,
        output,
        spec,
        ...(maxSeconds === undefined ? {} : { maxSeconds }),
        ...(personalization
          ? {
              personalization: {
                fields: personalization.fields,
                texts: personalization.texts,
                logo,
              },
            }
          : {}),
      },
      {
        timeoutMs: context.conversionTimeoutMs,
        ...rest,
        ffmpegPath: context.ffmpegPath,
        cpu: context.conversionCpu,
      },
    )
    const personalizationKey = personalization?.key ?? PLAIN
    const key = renditionKey(source.productId, source.version, spec, personalizationKey)
    const [sha256] = await Promise.all([
      sha256Of(output),
      context.store.put(key, output, contentTypeOf(spec.format)),
    ])
    return await context.db.transaction((tx) =>
      saveRendition(
        tx,
        {
          productId: source.productId,
          sourceVersion: source.version,
          ...spec,
          maxBytes: storedBudget(spec.maxBytes),
          storageKey: key,
          bytes: result.bytes,
          sha256,
          elapsedMs: Math.round(result.elapsedMs),
          facts: result.facts,
          personalization: personalization?.texts ?? null,
          personalizationKey,
        },
        spec,
      ),
    )
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}
