import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ConversionSpec } from '@marquee/core'
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
  /** Draw a personalised clip's texts; the rendition is kept under their key. */
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
    convertFile(context, file, source, spec, options),
  )
}

async function convertFile(
  context: DownloadsContext,
  file: string,
  source: SourceClip,
  spec: ConversionSpec,
  options: MakeOptions,
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
          ? { personalization: { fields: personalization.fields, texts: personalization.texts } }
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
