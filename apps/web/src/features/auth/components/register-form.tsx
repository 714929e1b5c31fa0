import { type Registration, registrationSchema } from '@marquee/core'
import { useEffect } from 'react'
import { FormField } from '@/components/ui/form-field'
import { clearRegisterRequest } from '../api/auth-client'
import { useInteractionForm } from '../hooks/use-interaction-form'
import { FormAlert } from './auth-card'
import { InteractionSubmit } from './interaction-submit'
import { NewPasswordField } from './new-password-field'

/** Name, email and password; the new account is signed in straight away. */
export function RegisterForm({ uid }: { uid: string }) {
  useEffect(clearRegisterRequest, [])
  const { form, onSubmit, busy, error } = useInteractionForm<Registration>(
    uid,
    'register',
    registrationSchema,
  )
  const { errors } = form.formState

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-5">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordField
        label="Password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <InteractionSubmit
        busy={busy}
        label="Create account"
        busyLabel="Creating your account…"
        className="self-start"
      />
    </form>
  )
}
