import type { ConversionSpec } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import { downloads } from '../../db/schema.ts'

/**
 * A download of the same file: the same format, size, fit, colours, frame rate and codec, with
 * the same texts. Its file-size budget is not asked: a smaller copy of a file the customer
 * already got (for a controller with less memory) is that file again, free.
 */
export const sameFile = (spec: ConversionSpec, personalizationKey: string) =>
  and(
    eq(downloads.format, spec.format),
    eq(downloads.width, spec.width),
    eq(downloads.height, spec.height),
    eq(downloads.fit, spec.fit),
    eq(downloads.depth, spec.depth),
    eq(downloads.fps, spec.fps),
    eq(downloads.codec, spec.codec),
    eq(downloads.personalizationKey, personalizationKey),
  )
