interface Issues {
  issues: Array<{ path: PropertyKey[]; message: string }>
}

/** The first message for each field of a failed zod check, keyed by the field's name. */
export function fieldErrors(error: Issues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

/** The field a server refusal names ("slug: another clip already uses it"), and its words. */
export function serverFieldError(message: string): Record<string, string> {
  const match = /^([A-Za-z]+): (.*)$/.exec(message)
  return match?.[1] && match[2] ? { [match[1]]: match[2] } : { form: message }
}
