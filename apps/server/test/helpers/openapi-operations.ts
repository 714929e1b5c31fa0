import fc from 'fast-check'
import {
  brokenValue,
  hostilePathSegment,
  type JsonSchema,
  type KnownValues,
  percentEncode,
  validValue,
} from './openapi-arbitraries.ts'

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema: JsonSchema
}

/** One operation of the OpenAPI document, as much of it as a fuzzer needs. */
export interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  secured: boolean
}

interface OpenApiOperation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema: JsonSchema }> }
  security?: unknown[]
}

/** Every operation the document lists; a route added later is here without anyone listing it. */
export function operationsOf(document: {
  paths?: Record<string, Record<string, OpenApiOperation>>
}): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      secured: (operation.security?.length ?? 0) > 0,
    })),
  )
}

export interface FuzzRequest {
  method: string
  url: string
  payload?: string
}

/** A query value as a browser or a script might put it in the URL: arrays repeat the key. */
function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return []
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item))
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
  return [`${percentEncode(name)}=${percentEncode(text)}`]
}

/** One input of a request, valid or broken, as it goes into the URL or the body. */
interface Slot {
  valid: fc.Arbitrary<string[]>
  broken: fc.Arbitrary<string[]>
}

function pathSlot(parameter: Parameter, known: KnownValues): Slot {
  const value = known[parameter.name] ?? validValue(parameter.schema, known)
  return {
    valid: value.map((item) => [percentEncode(String(item))]),
    broken: hostilePathSegment.map((segment) => [segment]),
  }
}

function querySlot(parameter: Parameter, known: KnownValues): Slot {
  const value = known[parameter.name] ?? validValue(parameter.schema, known)
  const pairs = (item: unknown) => queryPairs(parameter.name, item)
  return {
    valid: parameter.required ? value.map(pairs) : fc.option(value, { nil: undefined }).map(pairs),
    broken: fc.oneof(
      brokenValue(parameter.schema, known).map(pairs),
      fc.constant<string[]>([]),
      // A %-encoding that is broken or decodes to something hostile, sent as is.
      hostilePathSegment.map((raw) => [`${percentEncode(parameter.name)}=${raw}`]),
    ),
  }
}

function bodySlot(schema: JsonSchema, known: KnownValues): Slot {
  return {
    valid: validValue(schema, known).map((body) => [JSON.stringify(body)]),
    broken: fc.oneof(
      { weight: 4, arbitrary: brokenValue(schema, known).map((body) => [JSON.stringify(body)]) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'null', '').map((raw) => [raw]),
      },
    ),
  }
}

/**
 * Requests for one operation. Most break exactly one input and keep the others valid, so
 * the broken one gets past validation of the rest and reaches the code behind it; some are
 * valid throughout; some break everything at once.
 */
export function requestsFor(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path')
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query')
  const slots = [
    ...inPath.map((parameter) => pathSlot(parameter, known)),
    ...inQuery.map((parameter) => querySlot(parameter, known)),
    ...(operation.body ? [bodySlot(operation.body, known)] : []),
  ]
  const target = fc.integer({ min: -2, max: slots.length - 1 })
  const values = target.chain((broken) =>
    fc.tuple(
      ...slots.map((slot, index) =>
        broken === index
          ? slot.broken
          : broken === -2
            ? fc.oneof(slot.valid, slot.broken)
            : slot.valid,
      ),
    ),
  )
  return values.map((parts) => {
    const segments = parts.slice(0, inPath.length).map((part) => part[0] ?? '')
    const pairs = parts.slice(inPath.length, inPath.length + inQuery.length).flat()
    const payload = operation.body ? (parts.at(-1)?.[0] ?? '') : undefined
    let index = 0
    const path = operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '')
    const search = pairs.join('&')
    return {
      method: operation.method,
      url: search ? `${path}?${search}` : path,
      ...(payload === undefined ? {} : { payload }),
    }
  })
}
