import type { Registration, SignIn } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { type FieldValues, useForm } from 'react-hook-form'
import { schemaResolver } from '@/lib/schema-resolver'
import { submitInteraction } from '../api/interaction'

type Schema<T> = Parameters<typeof schemaResolver<T & FieldValues>>[0]

/**
 * A provider interaction's form: checked with the API's own schema, posted to the
 * interaction, and on success the browser follows the provider back to the storefront.
 */
export function useInteractionForm<T extends SignIn | Registration>(
  uid: string,
  screen: 'login' | 'register',
  schema: Schema<T>,
) {
  const submit = useMutation({
    mutationFn: (values: T) => submitInteraction(uid, screen, values),
    onSuccess: (redirectTo) => window.location.assign(redirectTo),
  })
  const form = useForm<T & FieldValues>({ resolver: schemaResolver(schema), mode: 'onTouched' })
  const onSubmit = form.handleSubmit((values) => submit.mutate(values))
  const busy = submit.isPending || submit.isSuccess
  return { form, onSubmit, busy, error: submit.isError ? submit.error.message : undefined }
}
