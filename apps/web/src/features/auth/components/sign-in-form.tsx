import { type SignIn, signInSchema } from '@marquee/core'
import { Link } from 'react-router'
import { FormField } from '@/components/ui/form-field'
import { useInteractionForm } from '../hooks/use-interaction-form'
import { FormAlert } from './auth-card'
import { InteractionSubmit } from './interaction-submit'

/** Email and password for the provider's login interaction `uid`. */
export function SignInForm({ uid }: { uid: string }) {
  const { form, onSubmit, busy, error } = useInteractionForm<SignIn>(uid, 'login', signInSchema)
  const { errors } = form.formState

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-5">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <InteractionSubmit busy={busy} label="Sign in" busyLabel="Signing in…" />
        <Link
          to="/pages/reset-password"
          className="mt-3 text-sm font-semibold text-zinc-700 underline"
        >
          Forgot your password?
        </Link>
      </div>
    </form>
  )
}
