import fc from 'fast-check'

/** The part of an OpenAPI 3.0 schema object the store's documents use. */
export interface JsonSchema {
  type?: string
  enum?: unknown[]
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  format?: string
}

/** Values a field's name calls for that its schema cannot say (a live interaction, an own email). */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>

const LONG = 'x'.repeat(10_000)

/** What attackers send in place of a value: NUL, huge numbers, long text, wrong types, odd unicode. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[2J',
    '\r\n',
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e308,
    -1,
    0,
    1.5,
    Number.MIN_VALUE,
    LONG,
    `${LONG}\u0000`,
    '',
    ' ',
    true,
    false,
    null,
    {},
    [],
    ['a', 'b'],
    { $ne: 1 },
    '\ud800',
    '\u202egnp.exe',
    '𝕄𝕒𝕣𝕢𝕦𝕖𝕖'.repeat(300),
    '\ufeff\u200b',
    "' OR 1=1 --",
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
)

/** %-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')

/** Path segments whose %-encoding is broken or decodes to something hostile. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF', '%00', 'a%00b', '%2F..%2F'),
  hostileValue.map((value) => percentEncode(String(value))),
)

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = (schema.minimum ?? -1000) + (schema.exclusiveMinimum === true ? 1 : 0)
  const high = schema.maximum ?? low + 1000
  return integer
    ? fc.integer({ min: Math.max(low, Number.MIN_SAFE_INTEGER), max: Math.min(high, 2 ** 53 - 1) })
    : fc.double({ min: low, max: high, noNaN: true })
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') {
    return fc.constantFrom('pro@marquee.local', 'free@marquee.local', 'someone@example.com')
  }
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? 30, minLength + 30)
  return fc.string({ minLength, maxLength }).filter((text) => text.trim().length >= minLength)
}

// NUL twice: it is the one PostgreSQL refuses outright.
const CONTROLS = ['\u0000', '\u0000', '\u0001', '\u001b', '\u007f', '\u0085']

/** A valid string with a control character somewhere in it. */
const laced = (strings: fc.Arbitrary<string>) =>
  fc.tuple(strings, fc.constantFrom(...CONTROLS), fc.nat()).map(([text, control, at]) => {
    const index = at % (text.length + 1)
    return `${text.slice(0, index)}${control}${text.slice(index)}`
  })

/** Just past each bound, and past what a PostgreSQL integer or a double holds. */
const outOfRange = (schema: JsonSchema) =>
  fc.constantFrom(
    ...[schema.minimum, schema.maximum].flatMap((bound) =>
      bound === undefined ? [] : [bound - 1, bound + 1, bound + 0.5],
    ),
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
  )

/** Input the document says is valid (as far as a JSON schema can say). */
export function validValue(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((variant) => validValue(variant, known)))
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const base = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'integer':
        return numberArbitrary(schema, true)
      case 'number':
        return numberArbitrary(schema, false)
      case 'boolean':
        return fc.boolean()
      case 'string':
        return stringArbitrary(schema)
      case 'array':
        return fc.array(validValue(schema.items ?? {}, known), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        })
      case 'object':
        return objectArbitrary(schema, known)
      default:
        return hostileValue
    }
  })()
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base
}

function objectArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      known[name] ?? validValue(property, known),
    ]),
  )
  return fc.record(model, { requiredKeys: schema.required ?? [] })
}

/** Valid input with one thing wrong: a hostile value anywhere in it, or a required field gone. */
export function brokenValue(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 1, arbitrary: hostileValue }]
  if (schema.type === 'string')
    options.push({ weight: 2, arbitrary: laced(stringArbitrary(schema)) })
  if (schema.type === 'integer' || schema.type === 'number') {
    options.push({ weight: 2, arbitrary: outOfRange(schema) })
  }
  const properties = schema.properties ?? {}
  const names = Object.keys(properties)
  if (schema.type === 'object' && names.length > 0) {
    // The object itself, never the null a nullable one may be: something of it is broken.
    const valid = validValue({ ...schema, nullable: false }, known) as fc.Arbitrary<
      Record<string, unknown>
    >
    options.push({
      weight: 3,
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) =>
          fc
            .tuple(valid, brokenValue(properties[name] ?? {}, known))
            .map(([object, bad]) => ({ ...object, [name]: bad })),
        ),
    })
    const required = schema.required ?? []
    if (required.length > 0) {
      options.push({
        weight: 1,
        arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([object, name]) => {
          const { [name]: _dropped, ...rest } = object
          return rest
        }),
      })
    }
  }
  if (schema.type === 'array' && schema.items) {
    options.push({
      weight: 2,
      arbitrary: fc.array(brokenValue(schema.items, known), { minLength: 1, maxLength: 2 }),
    })
  }
  return fc.oneof(...options)
}
