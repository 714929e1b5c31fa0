import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }
}

/**
 * Lets react-hook-form check a form with the same zod schema the API checks it with
 * (packages/core), so the browser and the server never disagree on a rule or its wording.
 */
export function schemaResolver<T extends FieldValues>(schema: Schema<T>): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root')
      errors[field] ??= { type: 'validate', message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
