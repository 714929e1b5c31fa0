import { z } from 'zod'
import { INT32_MAX, MAX_ORDER_QUANTITY } from './input-limits.ts'

/**
 * The building blocks of every request field: a string a person typed, an id a row has.
 * PostgreSQL cannot store NUL in text and its integer ids stop at 2^31-1, so input that
 * breaks either is refused here, once, with a 400 naming the field, and never reaches SQL.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'

// Control characters (C0, DEL, C1); multi-line text keeps tab, line feed and carriage return.
const SINGLE_LINE = /^\P{Cc}*$/u
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u

/** One line of text: a name, a code, a filter, a path segment. */
export const singleLineText = () => z.string().regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE)

/** Text with line breaks: a message, comments. */
export const multiLineText = () => z.string().regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE)

/** A row id in a JSON body. */
export const recordId = () => z.number().int().min(1).max(INT32_MAX)

/** A row id in a path or a query string, where it arrives as text. */
export const recordIdParam = () => z.coerce.number().int().min(1).max(INT32_MAX)

/** How many of something, from one to the most an order may ask for. */
export const orderQuantity = () => z.number().int().min(1).max(MAX_ORDER_QUANTITY)
